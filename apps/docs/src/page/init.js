// Renders the reference from the document embedded in index.html, so the page needs no request but its own files.
const root = document.getElementById('reference');
const spec = JSON.parse(document.getElementById('openapi').textContent);
const options = JSON.parse(document.getElementById('redoc-options').textContent);
window.Redoc.init(spec, options, root, () => root.setAttribute('data-rendered', 'true'));
