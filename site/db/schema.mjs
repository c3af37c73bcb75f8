/**
 * The tables the dev site stores what it receives in. Every table has `id` (insertion
 * order) and `received_at` (ISO time); the other columns are the call's own fields, with
 * anything structured kept as JSON text so nothing a page sent is lost.
 */

/** @type {Record<string, string[]>} table name → its columns after id and received_at */
export const TABLES = {
  form_submissions: ['form_id', 'page_path', 'visitor', 'collection_id', 'object_name', 'is_overlay_form', 'submit_button_text', 'form_json', 'payload_json'],
  hits: ['event', 'data_json', 'visitor_cookie', 'payload_json'],
  events: ['source', 'event', 'data_json', 'payload_json'],
  error_reports: ['event', 'data_json', 'timestamp', 'payload_json'],
  traces: ['page_url', 'type', 'data_json'],
  performance_records: ['app', 'event', 'page_load_id', 'ts', 'data_json'],
  sessions: ['action', 'email', 'remember_me', 'xsrf_token', 'clone_cart'],
  button_census: ['kind', 'button_id', 'button_text', 'clickthrough_url', 'payload_json'],
  form_census: ['form_id', 'visitor_cookie', 'payload_json'],
  overlay_census: ['payload_json'],
  quick_view_census: ['item_id'],
  track_pixels: ['landing', 'refer', 'query_json'],
  carts: ['cart_id', 'action', 'cart_json'],
  product_reviews: ['token', 'reviewer_name', 'product_id', 'rating', 'title', 'body', 'page_path', 'visitor'],
  widget_renderings: ['widget_type', 'block_id', 'collection_id', 'page_path', 'widget_json'],
};

/** @returns {string[]} the CREATE TABLE statements */
export function schemaStatements() {
  return Object.entries(TABLES).map(
    ([table, columns]) =>
      `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, ${columns.map((c) => `${c} TEXT`).join(', ')})`,
  );
}

/** @param {string} name */
export function isTable(name) {
  return Object.prototype.hasOwnProperty.call(TABLES, name);
}
