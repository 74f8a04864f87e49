import type { ContentModule } from '@contract/content';
import { useLayoutEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { RichTextEditor } from './rich-text-editor';

export const MODULE_NAMES: Record<ContentModule['type'], string> = { 1: 'Testimonial', 2: 'Rich Text', 3: 'ROI Items', 4: 'Multi-Image' };

export function newModule(type: ContentModule['type']): ContentModule {
  switch (type) {
    case 1:
      return { type: 1, quote: '', author: '', role: '' };
    case 2:
      return { type: 2, editorData: '' };
    case 3:
      return { type: 3, headline: '', items: [{ headline: '', shortDescription: '' }] };
    case 4:
      return { type: 4, items: [{ imageItem: { previewsrc: '', alttext: '' }, headline: '', editorData: '' }] };
  }
}

function Field(props: { id: string; label: string; value: string; onChange(v: string): void; textarea?: boolean; placeholder?: string; error?: string }) {
  return (
    <Form.Group className="mb-2" controlId={props.id}>
      <Form.Label>{props.label}</Form.Label>
      {props.textarea ? (
        <Form.Control as="textarea" rows={3} value={props.value} placeholder={props.placeholder} isInvalid={!!props.error} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Form.Control value={props.value} placeholder={props.placeholder} isInvalid={!!props.error} onChange={(e) => props.onChange(e.target.value)} />
      )}
      {props.error ? <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback> : null}
    </Form.Group>
  );
}

/** Where focus goes once a move, an addition or a removal has rendered (the button pressed may be gone or disabled). */
type FocusAfter = { index: number; target: 'up' | 'down' | 'remove' | 'field' } | { index: -1; target: 'add' };

/**
 * Editors for the four module types of spec 2.6, with add, move and remove. Reordering is done with the
 * Move up / Move down buttons (no dragging, WCAG 2.5.7); focus follows the module and a live region says where it went.
 */
export function ModulesEditor(props: { modules: ContentModule[]; onChange(m: ContentModule[]): void; errors?: Record<string, string> }) {
  const { modules } = props;
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const err = (k: string) => props.errors?.[k];
  const set = (i: number, m: ContentModule) => props.onChange(modules.map((x, j) => (j === i ? m : x)));
  const move = (i: number, d: -1 | 1) => {
    const next = [...modules];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    focusAfter.current = { index: i + d, target: d < 0 ? 'up' : 'down' };
    setAnnouncement(`${MODULE_NAMES[modules[i].type]} moved to position ${i + d + 1} of ${modules.length}.`);
    props.onChange(next);
  };
  const add = (type: ContentModule['type']) => {
    focusAfter.current = { index: modules.length, target: 'field' };
    setAnnouncement(`${MODULE_NAMES[type]} added as module ${modules.length + 1}.`);
    props.onChange([...modules, newModule(type)]);
  };
  const remove = (i: number) => {
    const left = modules.length - 1;
    focusAfter.current = left ? { index: Math.min(i, left - 1), target: 'remove' } : { index: -1, target: 'add' };
    setAnnouncement(`${MODULE_NAMES[modules[i].type]} removed.`);
    props.onChange(modules.filter((_, j) => j !== i));
  };
  useLayoutEffect(() => {
    const want = focusAfter.current;
    if (!want || !root.current) return;
    focusAfter.current = null;
    if (want.index < 0) return root.current.querySelector<HTMLElement>('[data-module-add] button')?.focus();
    const card = root.current.querySelectorAll<HTMLElement>('.module-card')[want.index];
    if (!card) return;
    const pick = (selector: string) => card.querySelector<HTMLElement>(selector);
    const target =
      want.target === 'field'
        ? pick('input, textarea, select, [contenteditable="true"]')
        : want.target === 'remove'
          ? pick('[data-module-action="remove"]')
          : (pick(`[data-module-action="${want.target}"]:not(:disabled)`) ?? pick('[data-module-action]:not(:disabled)'));
    target?.focus();
  }, [modules]);
  return (
    <div className="modules-editor" ref={root}>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {modules.map((m, i) => {
        const name = `Module ${i + 1}: ${MODULE_NAMES[m.type]}`;
        const p = `m${i}`;
        return (
          <fieldset key={i} className="card card-body mb-3 module-card" aria-label={name}>
            <div className="module-card__head d-flex flex-wrap align-items-center gap-2 mb-2">
              <legend className="h6 mb-0 me-auto float-none w-auto">{name}</legend>
              <Button size="sm" variant="outline-secondary" type="button" data-module-action="up" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${name} up`}>
                ↑
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                type="button"
                data-module-action="down"
                disabled={i === modules.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${name} down`}
              >
                ↓
              </Button>
              <Button size="sm" variant="outline-danger" type="button" data-module-action="remove" onClick={() => remove(i)} aria-label={`Remove ${name}`}>
                Remove
              </Button>
            </div>
            {m.type === 1 ? (
              <>
                <Field id={`${p}-quote`} label="Quote" textarea value={m.quote} onChange={(quote) => set(i, { ...m, quote })} error={err(`modules.${i}.quote`)} />
                <div className="row">
                  <div className="col-md-6">
                    <Field id={`${p}-author`} label="Author" value={m.author} onChange={(author) => set(i, { ...m, author })} error={err(`modules.${i}.author`)} />
                  </div>
                  <div className="col-md-6">
                    <Field id={`${p}-role`} label="Role" value={m.role ?? ''} onChange={(role) => set(i, { ...m, role })} />
                  </div>
                  <div className="col-md-6">
                    <Field
                      id={`${p}-photo`}
                      label="Photo URL"
                      value={m.image?.previewsrc ?? ''}
                      onChange={(previewsrc) => set(i, { ...m, image: { alttext: m.image?.alttext ?? '', previewsrc } })}
                    />
                  </div>
                  <div className="col-md-6">
                    <Field
                      id={`${p}-photo-alt`}
                      label="Photo alt text"
                      value={m.image?.alttext ?? ''}
                      onChange={(alttext) => set(i, { ...m, image: { previewsrc: m.image?.previewsrc ?? '', alttext } })}
                    />
                  </div>
                </div>
              </>
            ) : null}
            {m.type === 2 ? <RichTextEditor id={`${p}-rich`} label="Rich text" value={m.editorData} onChange={(editorData) => set(i, { ...m, editorData })} /> : null}
            {m.type === 2 && err(`modules.${i}.editorData`) ? <div className="text-danger small">{err(`modules.${i}.editorData`)}</div> : null}
            {m.type === 3 ? (
              <>
                <Field id={`${p}-headline`} label="Section headline" value={m.headline ?? ''} onChange={(headline) => set(i, { ...m, headline })} />
                {m.items.map((it, j) => (
                  <div key={j} className="border rounded p-2 mb-2 bg-light">
                    <div className="row">
                      <div className="col-md-5">
                        <Field
                          id={`${p}-roi${j}-headline`}
                          label={`ROI item ${j + 1} headline`}
                          value={it.headline}
                          error={err(`modules.${i}.items.${j}.headline`)}
                          onChange={(headline) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, headline } : x)) })}
                        />
                      </div>
                      <div className="col-md-7">
                        <Field
                          id={`${p}-roi${j}-desc`}
                          label={`ROI item ${j + 1} short description`}
                          textarea
                          value={it.shortDescription}
                          error={err(`modules.${i}.items.${j}.shortDescription`)}
                          onChange={(shortDescription) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, shortDescription } : x)) })}
                        />
                      </div>
                    </div>
                    <Button size="sm" variant="link" className="text-danger-emphasis p-0" type="button" onClick={() => set(i, { ...m, items: m.items.filter((_, k) => k !== j) })}>
                      Remove ROI item {j + 1}
                    </Button>
                  </div>
                ))}
                <div>
                  <Button size="sm" variant="outline-primary" type="button" onClick={() => set(i, { ...m, items: [...m.items, { headline: '', shortDescription: '' }] })}>
                    Add ROI item
                  </Button>
                </div>
              </>
            ) : null}
            {m.type === 4 ? (
              <>
                {m.items.map((it, j) => (
                  <div key={j} className="border rounded p-2 mb-2 bg-light">
                    <div className="row">
                      <div className="col-md-6">
                        <Field
                          id={`${p}-img${j}-src`}
                          label={`Image ${j + 1} URL`}
                          value={it.imageItem.previewsrc}
                          placeholder="https://… or /…"
                          error={err(`modules.${i}.items.${j}.imageItem.previewsrc`)}
                          onChange={(previewsrc) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, imageItem: { ...x.imageItem, previewsrc } } : x)) })}
                        />
                      </div>
                      <div className="col-md-6">
                        <Field
                          id={`${p}-img${j}-alt`}
                          label={`Image ${j + 1} alt text`}
                          value={it.imageItem.alttext}
                          error={err(`modules.${i}.items.${j}.imageItem.alttext`)}
                          onChange={(alttext) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, imageItem: { ...x.imageItem, alttext } } : x)) })}
                        />
                      </div>
                    </div>
                    <Field
                      id={`${p}-img${j}-headline`}
                      label={`Image ${j + 1} headline`}
                      value={it.headline ?? ''}
                      onChange={(headline) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, headline } : x)) })}
                    />
                    <RichTextEditor
                      id={`${p}-img${j}-text`}
                      label={`Image ${j + 1} text`}
                      minHeight={70}
                      value={it.editorData ?? ''}
                      onChange={(editorData) => set(i, { ...m, items: m.items.map((x, k) => (k === j ? { ...x, editorData } : x)) })}
                    />
                    <Button size="sm" variant="link" className="text-danger-emphasis p-0" type="button" onClick={() => set(i, { ...m, items: m.items.filter((_, k) => k !== j) })}>
                      Remove image {j + 1}
                    </Button>
                  </div>
                ))}
                <div>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    type="button"
                    onClick={() => set(i, { ...m, items: [...m.items, { imageItem: { previewsrc: '', alttext: '' }, headline: '', editorData: '' }] })}
                  >
                    Add image
                  </Button>
                </div>
              </>
            ) : null}
            {err(`modules.${i}.items`) ? <div className="text-danger small">{err(`modules.${i}.items`)}</div> : null}
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2" role="group" aria-label="Add a module" data-module-add>
        {([1, 2, 3, 4] as const).map((t) => (
          <Button key={t} variant="outline-primary" type="button" onClick={() => add(t)}>
            Add {MODULE_NAMES[t]}
          </Button>
        ))}
      </div>
    </div>
  );
}
