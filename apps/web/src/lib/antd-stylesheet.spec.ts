import { antdStylesheetWaitMs, applyAntdStylesheet } from './antd-stylesheet';

/** A document with or without the preload link; `appended` holds the stylesheet link start-up adds. */
const fakeDocument = (withPreload: boolean) => {
  const appended: { rel?: string; href?: string; onload?: () => void; onerror?: () => void }[] = [];
  const doc = {
    querySelector: () => (withPreload ? { href: '/assets/antd-styles-abc.css' } : null),
    createElement: () => ({}),
    head: { append: (link: (typeof appended)[number]) => appended.push(link) },
  } as unknown as Document;
  return { doc, appended };
};

describe('antd prebuilt stylesheet at start-up (main.tsx, last boot stage)', () => {
  afterEach(() => jest.useRealTimers());

  it('links the preloaded stylesheet and resolves once it has loaded', async () => {
    const { doc, appended } = fakeDocument(true);
    const applied = applyAntdStylesheet(doc);
    expect(appended).toMatchObject([{ rel: 'stylesheet', href: '/assets/antd-styles-abc.css' }]);
    appended[0]!.onload!();
    await expect(applied).resolves.toBeUndefined();
  });

  it('resolves at once without a preload link (the dev server, /auth)', async () => {
    const { doc, appended } = fakeDocument(false);
    await expect(applyAntdStylesheet(doc)).resolves.toBeUndefined();
    expect(appended).toEqual([]);
  });

  it('a stylesheet request that stalls holds start-up at most antdStylesheetWaitMs, then antd styles itself', async () => {
    jest.useFakeTimers();
    const { doc } = fakeDocument(true);
    const started = jest.fn();
    void applyAntdStylesheet(doc).then(started);
    await jest.advanceTimersByTimeAsync(antdStylesheetWaitMs - 1);
    expect(started).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
