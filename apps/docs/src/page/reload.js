// Only in a page that follows the spec (`pnpm dev`): the server names its last page on connecting and each new one
// after; a page older than that reloads, so none is missed while the stream was not yet open.
const shown = Number(document.querySelector('meta[name="waas-page"]').content);
new EventSource('reload').addEventListener('built', (event) => Number(event.data) > shown && location.reload());
