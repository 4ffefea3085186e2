import { lazy, Suspense, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText } from 'shared-lib/ui';
import { DarkModeIcon, LightModeIcon, SettingsBrightnessIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useColorMode, type ColorMode } from 'shared-lib/theme';

const ICONS = { system: SettingsBrightnessIcon, light: LightModeIcon, dark: DarkModeIcon } as const;

interface ColorModeMenuProps {
  anchor: HTMLElement | null;
  mode: ColorMode;
  onChoose: (m: ColorMode) => void;
  onClose: () => void;
}

/** Starts downloading the menu's code (shared-lib/ui-more) before the click lands. */
const preload = () => void import('shared-lib/ui-more');

// The menu (MUI Menu: Popover, Modal, focus trap) comes with shared-lib/ui-more, downloaded when the
// shopper first opens it, not with the first page: the closed menu renders nothing either way.
const ColorModeMenu = lazy(async () => {
  const { Menu, MenuItem } = await import('shared-lib/ui-more');
  function ColorModeMenu({ anchor, mode, onChoose, onClose }: ColorModeMenuProps) {
    const { t } = useTranslation('shell');
    return (
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {(['system', 'light', 'dark'] as ColorMode[]).map((m) => {
          const I = ICONS[m];
          return (
            <MenuItem key={m} selected={m === mode} onClick={() => onChoose(m)}>
              <ListItemIcon>
                <I fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`colorModes.${m}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    );
  }
  return { default: ColorModeMenu };
});

/** System, light or dark, kept in localStorage (spec §4). */
export function ColorModeSwitch() {
  const { t } = useTranslation('shell');
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on (so closing animates and reopening is immediate)
  const [opened, setOpened] = useState(false);
  const Icon = ICONS[mode];
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`${t('colorMode')}: ${t(`colorModes.${mode}`)}`}
        aria-haspopup="menu"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <Icon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColorModeMenu
            anchor={anchor}
            mode={mode}
            onChoose={(m) => {
              setMode(m);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
