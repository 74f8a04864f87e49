import type { ContentItem } from '@contract/content';
import { useEffect, useRef, useState } from 'react';

import { useContentText } from '../../../components/content/content-text';

const AUDIO = /\.(mp3|m4a|aac|ogg|oga|wav)(\?.*)?$/i;

/**
 * An audio file's player. The first render (server HTML and hydration alike) shows a Play button in a box
 * as tall as Chromium's audio controls, not the native `<audio controls>`: its shadow-DOM controls lay out
 * again after first paint and moved the page (CLS 0.004). The player mounts in the same box on a click.
 * The download link keeps the episode reachable with no script.
 */
function AudioPlayer({ src, title }: { src: string; title: string }) {
  const [started, setStarted] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const { t } = useContentText();
  useEffect(() => {
    // The button that had focus is gone: keyboard users carry on from the player in its place.
    if (started) audio.current?.focus();
  }, [started]);
  return (
    <>
      <div className="podcast-player__audio">
        {started ? (
          <audio ref={audio} controls autoPlay src={src} aria-label={t('content.podcast.player', { title })} className="w-100" />
        ) : (
          <button type="button" className="btn btn-brand podcast-player__play" aria-label={t('content.podcast.playLabel', { title })} onClick={() => setStarted(true)}>
            <svg aria-hidden="true" focusable="false" width="12" height="14" viewBox="0 0 12 14" className="me-2">
              <path d="M0 0v14l12-7z" fill="currentColor" />
            </svg>
            {t('content.podcast.play')}
          </button>
        )}
      </div>
      <p className="podcast-player__download">
        <a href={src} download aria-label={t('content.podcast.downloadLabel', { title })}>
          {t('content.podcast.download')}
        </a>
      </p>
    </>
  );
}

/** A podcast is playable: an audio player for audio files, an embedded player for hosted episodes. */
export function PodcastPlayer({ item }: { item: ContentItem }) {
  const { t } = useContentText();
  if (!item.mediaUrl) return null;
  return (
    <section className="podcast-player" aria-labelledby="podcast-player-heading">
      <h2 id="podcast-player-heading" className="h5">
        {t('content.podcast.heading')}
      </h2>
      {AUDIO.test(item.mediaUrl) ? (
        <AudioPlayer src={item.mediaUrl} title={item.title} />
      ) : (
        <iframe title={t('content.podcast.player', { title: item.title })} src={item.mediaUrl} className="podcast-player__embed" loading="lazy" allow="autoplay; encrypted-media" />
      )}
    </section>
  );
}
