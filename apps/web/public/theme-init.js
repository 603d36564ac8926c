// Runs before first paint so the page never flashes the wrong theme (a file, not inline, for the CSP).
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {
    /* storage blocked: keep the light default */
  }
})();
