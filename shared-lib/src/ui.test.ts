import * as ui from './ui';
import * as uiMore from './ui-more';

// shared-lib/ui is downloaded by every first visit; what opens over the page (and brings MUI's
// Modal, Popover, focus trap and transitions, ~12 KB compressed) is in shared-lib/ui-more, loaded on demand
describe('the first-paint UI facade', () => {
  it('holds nothing that opens over the page', () => {
    for (const name of ['Menu', 'MenuItem', 'Drawer', 'Dialog', 'Modal', 'Popover', 'Popper', 'Tooltip', 'Snackbar', 'Select']) {
      expect(Object.keys(ui)).not.toContain(name);
    }
  });

  it('the later part has the menus and drawers the header loads when first opened', () => {
    expect(Object.keys(uiMore)).toEqual(expect.arrayContaining(['Menu', 'MenuItem', 'Drawer', 'Dialog', 'Tooltip']));
  });
});
