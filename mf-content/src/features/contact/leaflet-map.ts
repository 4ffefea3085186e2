/**
 * The contact page's tiled map, drawn by Leaflet (this module is the lazy chunk TileMap.tsx imports
 * when the map comes into view: Leaflet never reaches a first visit's JavaScript).
 */
import L from 'leaflet';
import type { MapTiles } from 'contracts/content';
import { escapeHtml } from 'shared-lib/html';

/**
 * The part of leaflet.css this map uses (panes, tiles, controls, zoom animation), inserted with
 * the map: the remotes' build has no CSS loader (scripts/webpack/make-config.cjs), and this keeps the
 * styles in the lazy chunk too. Rules copied from leaflet 1.9.4's dist/leaflet.css (BSD-2-Clause).
 */
const LEAFLET_CSS = `
.leaflet-pane,.leaflet-tile,.leaflet-marker-icon,.leaflet-tile-container,.leaflet-pane>svg,.leaflet-pane>canvas,.leaflet-zoom-box,.leaflet-layer{position:absolute;left:0;top:0}
.leaflet-container{overflow:hidden;-webkit-tap-highlight-color:transparent;background:#ddd;outline-offset:1px;font-family:inherit;font-size:.75rem;line-height:1.5}
.leaflet-tile,.leaflet-marker-icon{user-select:none;-webkit-user-drag:none}
.leaflet-marker-icon{display:block}
.leaflet-container .leaflet-marker-pane img,.leaflet-container .leaflet-tile-pane img,.leaflet-container .leaflet-tile{max-width:none!important;max-height:none!important;width:auto;padding:0}
.leaflet-container img.leaflet-tile{mix-blend-mode:plus-lighter}
.leaflet-container.leaflet-touch-zoom{touch-action:pan-x pan-y}
.leaflet-container.leaflet-touch-drag{touch-action:none;touch-action:pinch-zoom}
.leaflet-container.leaflet-touch-drag.leaflet-touch-zoom{touch-action:none}
.leaflet-tile{filter:inherit;visibility:hidden}
.leaflet-tile-loaded{visibility:inherit}
.leaflet-zoom-box{width:0;height:0;box-sizing:border-box;z-index:800;border:2px dotted #38f;background:rgba(255,255,255,.5)}
.leaflet-pane{z-index:400}.leaflet-tile-pane{z-index:200}.leaflet-overlay-pane{z-index:400}.leaflet-shadow-pane{z-index:500}.leaflet-marker-pane{z-index:600}.leaflet-tooltip-pane{z-index:650}.leaflet-popup-pane{z-index:700}
.leaflet-control{position:relative;z-index:800;pointer-events:auto;float:left;clear:both;cursor:auto}
.leaflet-top,.leaflet-bottom{position:absolute;z-index:1000;pointer-events:none}
.leaflet-top{top:0}.leaflet-right{right:0}.leaflet-bottom{bottom:0}.leaflet-left{left:0}
.leaflet-right .leaflet-control{float:right}
.leaflet-top .leaflet-control{margin-top:10px}.leaflet-left .leaflet-control{margin-left:10px}.leaflet-right .leaflet-control{margin-right:10px}
.leaflet-zoom-animated{transform-origin:0 0}
.leaflet-zoom-anim .leaflet-zoom-animated{transition:transform .25s cubic-bezier(0,0,.25,1)}
.leaflet-zoom-anim .leaflet-tile,.leaflet-pan-anim .leaflet-tile{transition:none}
.leaflet-zoom-anim .leaflet-zoom-hide{visibility:hidden}
.leaflet-grab{cursor:grab}
.leaflet-dragging .leaflet-grab{cursor:grabbing}
.leaflet-marker-icon,.leaflet-tile-container{pointer-events:none}
.leaflet-bar{box-shadow:0 1px 5px rgba(0,0,0,.65);border-radius:4px}
.leaflet-bar a{background-color:#fff;border-bottom:1px solid #ccc;width:30px;height:30px;line-height:30px;display:block;text-align:center;text-decoration:none;color:#000}
.leaflet-bar a:hover,.leaflet-bar a:focus{background-color:#f4f4f4}
.leaflet-bar a:first-child{border-top-left-radius:4px;border-top-right-radius:4px}
.leaflet-bar a:last-child{border-bottom-left-radius:4px;border-bottom-right-radius:4px;border-bottom:none}
.leaflet-bar a.leaflet-disabled{cursor:default;background-color:#f4f4f4;color:#bbb}
.leaflet-touch .leaflet-bar{box-shadow:none;border:2px solid rgba(0,0,0,.2);background-clip:padding-box}
.leaflet-control-zoom-in,.leaflet-control-zoom-out{font:bold 22px 'Lucida Console',Monaco,monospace;text-indent:1px}
.leaflet-container .leaflet-control-attribution{background:rgba(255,255,255,.8);margin:0;padding:0 5px;color:#333;line-height:1.4}
`;

let styled = false;
function insertStyles(): void {
  if (styled || typeof document === 'undefined') return;
  styled = true;
  const style = document.createElement('style');
  style.dataset.leaflet = '1.9.4';
  style.textContent = LEAFLET_CSS;
  document.head.appendChild(style);
}

/** The pin at the office (the drawn map's pin), as an inline SVG marker: no image file to fetch. */
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" width="44" height="56" viewBox="-24 -36 48 70" aria-hidden="true" focusable="false">
<ellipse cx="0" cy="30" rx="14" ry="5" fill="#000" opacity=".18"/>
<path d="M0 30 C -6 14, -22 4, -22 -12 A 22 22 0 1 1 22 -12 C 22 4, 6 14, 0 30 Z" fill="#c62828" stroke="#fff" stroke-width="3"/>
<circle cx="0" cy="-12" r="8" fill="#fff"/></svg>`;

export interface LeafletMapOptions {
  tiles: MapTiles;
  lat: number;
  lng: number;
  /** the office's name and address: the marker's text for screen readers and its tooltip */
  marker: string;
  zoomIn: string;
  zoomOut: string;
}

/** Draws the map into `el`; returns what removes it. */
export function mountLeafletMap(el: HTMLElement, o: LeafletMapOptions): () => void {
  insertStyles();
  const { south, west, north, east } = o.tiles.bounds;
  const bounds = L.latLngBounds([south, west], [north, east]);
  const map = L.map(el, {
    center: [o.lat, o.lng],
    zoom: Math.min(o.tiles.maxZoom, Math.max(o.tiles.minZoom, 16)),
    minZoom: o.tiles.minZoom,
    maxZoom: o.tiles.maxZoom,
    maxBounds: bounds,
    maxBoundsViscosity: 1,
    // the page scrolls under a wheel or one finger; the map pans with a drag (a mouse), the keys or two fingers
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    zoomControl: false,
    attributionControl: false,
  });
  L.control.zoom({ zoomInTitle: o.zoomIn, zoomOutTitle: o.zoomOut, position: 'topleft' }).addTo(map);
  // the tile server's credit as text (the operator's setting is not HTML)
  L.control.attribution({ prefix: false }).addAttribution(escapeHtml(o.tiles.attribution)).addTo(map);
  L.tileLayer(o.tiles.tileUrl, { minZoom: o.tiles.minZoom, maxZoom: o.tiles.maxZoom, bounds }).addTo(map);
  const pin = L.marker([o.lat, o.lng], {
    icon: L.divIcon({ html: PIN, className: 'contact-map-pin', iconSize: [44, 56], iconAnchor: [22, 53] }),
    title: o.marker,
    keyboard: false,
    interactive: false,
  }).addTo(map);
  const icon = pin.getElement();
  if (icon) {
    icon.setAttribute('role', 'img');
    icon.setAttribute('aria-label', o.marker);
  }
  return () => {
    map.remove();
  };
}
