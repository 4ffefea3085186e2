describe('compat guards', () => {
  afterEach(() => jest.resetModules());

  it("uses the shell's useServerRedirect when its shared-lib/data has it", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const data = require('shared-lib/data') as typeof import('./data');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const compat = require('./compat') as typeof import('./compat');
      expect(compat.useServerRedirect).toBe(data.useServerRedirect);
    });
  });

  it('does nothing, without throwing, under an older shell whose shared-lib/data lacks it', () => {
    jest.isolateModules(() => {
      jest.doMock('shared-lib/data', () => ({ useResource: () => undefined }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const compat = require('./compat') as typeof import('./compat');
      expect(typeof compat.useServerRedirect).toBe('function');
      expect(compat.useServerRedirect('/pr/1/x')).toBeUndefined();
    });
  });
});
