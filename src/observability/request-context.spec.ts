import { enterRequestContext, holdRequestContext, RequestContext, requestContext, requestsInContext } from './request-context';

const ctx = (reqId: string): RequestContext => ({ reqId, log: {} as RequestContext['log'] });
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('request context', () => {
  let disable: jest.SpyInstance;
  beforeEach(() => {
    disable = jest.spyOn(requestContext, 'disable');
  });
  afterEach(() => {
    disable.mockRestore();
    expect(requestsInContext()).toBe(0);
  });

  it('follows a request through its awaits, and is switched off once no request is in flight', async () => {
    let seen: string | undefined;
    let endA: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      endA = enterRequestContext(ctx('a'), () => {
        void (async () => {
          await tick();
          seen = requestContext.getStore()?.reqId;
          resolve();
        })();
      });
    });
    await done;
    expect(seen).toBe('a');
    expect(disable).not.toHaveBeenCalled();
    endA();
    endA(); // a second call changes nothing
    expect(disable).toHaveBeenCalledTimes(1);
    expect(requestContext.getStore()).toBeUndefined();
  });

  it('keeps the other request in its context when one of two ends, and the next request turns it on again', async () => {
    let later: Promise<string | undefined> = Promise.resolve(undefined);
    const endA = enterRequestContext(ctx('a'), () => undefined);
    const endB = enterRequestContext(ctx('b'), () => {
      later = tick().then(() => requestContext.getStore()?.reqId);
    });
    endA();
    expect(disable).not.toHaveBeenCalled();
    expect(await later).toBe('b');
    endB();
    expect(disable).toHaveBeenCalledTimes(1);
    let again: string | undefined;
    const endC = enterRequestContext(ctx('c'), () => {
      again = requestContext.getStore()?.reqId;
    });
    expect(again).toBe('c');
    endC();
  });

  it('stays on for work a request leaves running after its response, until that work is done', async () => {
    let after: Promise<string | undefined> = Promise.resolve(undefined);
    let release: () => void = () => undefined;
    const end = enterRequestContext(ctx('r'), () => {
      release = holdRequestContext();
      after = tick(10).then(() => requestContext.getStore()?.reqId);
    });
    end(); // the response is sent
    expect(disable).not.toHaveBeenCalled();
    expect(await after).toBe('r');
    release();
    expect(disable).toHaveBeenCalledTimes(1);
    // Outside a request a hold is a no-op.
    holdRequestContext()();
    expect(requestsInContext()).toBe(0);
  });
});
