/**
 * The UI facade, later part: forms, dialogs, menus, drawers, tables, tabs, steppers and other MUI
 * components that are not on most first paints. A separate shared singleton so the first visit
 * does not download them. `shared-lib/ui`'s Menu, MenuItem and Drawer load theirs from here when
 * first opened. Table and its parts moved to `shared-lib/ui` (a product page draws them at once);
 * they stay here too for remotes built before.
 */
export {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Checkbox,
  ClickAwayListener,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputAdornment,
  Menu,
  MenuItem,
  Pagination,
  PaginationItem,
  Radio,
  RadioGroup,
  Slide,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
