/**
 * The back-office's UI facade (mf-admin only; shoppers never download it): MUI X Data Grid (MIT) and
 * the MUI components staff screens draw that the storefront's facades lack. A facade built and provided
 * by the shell, so the grid uses the shell's one MUI, emotion cache (right to left) and theme; a remote
 * importing @mui/x-data-grid itself would bundle a second MUI with the default theme (measured in
 * docs/admin-frontend-probe.md, variant g1). Left out of the service worker's precache
 * (shell/webpack.config.js, REMOTE_PAGES_ONLY).
 */
export { DataGrid, GridActionsCellItem, GridToolbarContainer, GridToolbarQuickFilter, useGridApiRef } from '@mui/x-data-grid';
export type {
  GridColDef,
  GridRowModel,
  GridRowId,
  GridSortModel,
  GridPaginationModel,
  GridRenderCellParams,
  GridValidRowModel,
  GridLocaleText,
} from '@mui/x-data-grid';
export { faIR, enUS } from '@mui/x-data-grid/locales';
export {
  Autocomplete,
  LinearProgress,
  MenuList,
  Select,
  Tab,
  TableContainer,
  TableHead,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
// the back-office's own icons (kept out of shared-lib/icons, which every shopper's page downloads)
export { default as EditIcon } from '@mui/icons-material/EditOutlined';
export { default as PeopleIcon } from '@mui/icons-material/PeopleOutlined';
export { default as HistoryIcon } from '@mui/icons-material/HistoryOutlined';
export { default as StorefrontIcon } from '@mui/icons-material/StorefrontOutlined';
export { default as SellIcon } from '@mui/icons-material/SellOutlined';
export { default as KeyIcon } from '@mui/icons-material/KeyOutlined';
export { default as DragIndicatorIcon } from '@mui/icons-material/DragIndicator';
export { default as ArrowUpwardIcon } from '@mui/icons-material/ArrowUpward';
export { default as ArrowDownwardIcon } from '@mui/icons-material/ArrowDownward';
export { default as SaveIcon } from '@mui/icons-material/SaveOutlined';
export { default as DashboardIcon } from '@mui/icons-material/DashboardOutlined';
export { default as OpenInNewIcon } from '@mui/icons-material/OpenInNew';
export { default as SettingsIcon } from '@mui/icons-material/SettingsOutlined';

/**
 * The dashboard's charts: MUI X Charts (MIT), the chart library of the MUI the shop draws with (the
 * theme's colours, fonts and direction). Loaded on first use, as a chunk of its own, by the screens that
 * draw a chart: the rest of the back-office never downloads it. A loader in this facade rather than a
 * shared module of its own: every shared module adds its entry to the share scope every shopper's page
 * downloads (the product page's first visit went 35 bytes past its budget that way).
 */
export const loadCharts = () => import(/* webpackChunkName: "admin-charts" */ '@mui/x-charts/BarChart');
export type { BarChartProps } from '@mui/x-charts/BarChart';
