/**
 * The UI facade, drawn-later part: MUI components a page may draw at once but most first paints do
 * not (lists, tables, alerts, the bare input). `shared-lib/ui` exports each of them under the same
 * name as a stand-in that renders the real one from here (see `renderedLazily` there), so a page
 * downloads this module only when it draws one of them. A separate shared singleton, small on purpose:
 * forms, dialogs and menus are in `shared-lib/ui-more`.
 */
export {
  Alert,
  AlertTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  InputBase,
  ListSubheader,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
