import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from 'shared-lib/ui';
import { DarkModeIcon, LightModeIcon, SettingsBrightnessIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useColorMode, type ColorMode } from 'shared-lib/theme';

const ICONS = { system: SettingsBrightnessIcon, light: LightModeIcon, dark: DarkModeIcon } as const;

/** System, light or dark, kept in localStorage (spec §4). */
export function ColorModeSwitch() {
  const { t } = useTranslation('shell');
  const { mode, setMode } = useColorMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = ICONS[mode];
  return (
    <>
      <IconButton color="inherit" aria-label={`${t('colorMode')}: ${t(`colorModes.${mode}`)}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <Icon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(['system', 'light', 'dark'] as ColorMode[]).map((m) => {
          const I = ICONS[m];
          return (
            <MenuItem
              key={m}
              selected={m === mode}
              onClick={() => {
                setMode(m);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <I fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`colorModes.${m}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
