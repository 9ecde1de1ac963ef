import { loadLiveChat } from './load-live-chat';

const base = 'https://chat.example';

describe('loadLiveChat', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('loads the widget script when both ids are set', () => {
    expect(loadLiveChat({ propertyId: 'prop1', widgetId: 'wid1', scriptBaseUrl: base })).toBe(true);
    expect(document.querySelector('script')?.src).toBe('https://chat.example/prop1/wid1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per missing id and loads nothing', () => {
    expect(loadLiveChat({ propertyId: null, widgetId: null, scriptBaseUrl: base })).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(document.querySelector('script')).toBeNull();
  });

  it('warns only about the id that is missing', () => {
    loadLiveChat({ propertyId: 'prop1', widgetId: null, scriptBaseUrl: base });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/LIVE_CHAT_WIDGET_ID/);
  });
});
