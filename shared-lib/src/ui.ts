/**
 * The UI facade, first-paint part: the MUI components most pages draw at once, shared as one
 * federated singleton so that @mui/material itself is tree-shaken inside this module (sharing the
 * whole package would ship all of it, and a shared module is never tree-shaken, so everything
 * listed here is downloaded on the first visit). Forms, dialogs, tables and other components
 * that appear later live in `shared-lib/ui-more`, downloaded when a page first needs them.
 * A remote that needs another component adds it to one of the two (a shared-lib release).
 *
 * Nothing here opens over the page: Menu, MenuItem and Drawer (and with them Modal, Popover,
 * FocusTrap, Portal and the Grow/Fade/Slide transitions, about 12 KB brotli) are in ui-more, and
 * the header's menus and drawer load them when the shopper first opens one (a closed Menu or
 * Drawer renders nothing, so the server's markup is the same).
 */
export {
  Alert,
  AlertTitle,
  AppBar,
  Badge,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Divider,
  Grid,
  IconButton,
  InputBase,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Paper,
  Rating,
  Skeleton,
  Stack,
  SvgIcon,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
export { styled, useTheme, alpha, keyframes } from '@mui/material/styles';
export type { Theme, SxProps } from '@mui/material/styles';
