/*
 * Stands in for a provider's follow-button script in stories and on the dev site: no
 * request leaves the page. Like the provider's, it leaves `window.twttr` with
 * `widgets.createFollowButton(handle, target, options)`, which renders a button into
 * `target` and resolves with it.
 */
(function () {
  function createFollowButton(handle, target, options) {
    var large = !options || options.size !== 'small';
    var button = document.createElement('a');
    button.href = 'https://x.com/intent/follow?screen_name=' + encodeURIComponent(handle);
    button.className = 'stand-in-follow-button';
    button.setAttribute('data-stand-in-follow', handle);
    button.textContent = 'Follow @' + handle + (options && options.showCount ? ' · 1,204' : '');
    button.setAttribute(
      'style',
      'display:inline-flex;align-items:center;box-sizing:border-box;height:' +
        (large ? 28 : 20) +
        'px;padding:0 ' +
        (large ? 12 : 8) +
        'px;border-radius:999px;background:#0f1419;color:#ffffff;font:600 ' +
        (large ? 13 : 11) +
        'px/1 "DejaVu Sans",sans-serif;text-decoration:none;',
    );
    target.appendChild(button);
    return Promise.resolve(button);
  }
  window.twttr = window.twttr || {};
  window.twttr.widgets = { createFollowButton: createFollowButton };
})();
