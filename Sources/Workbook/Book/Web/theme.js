// The reader's colour scheme. Run in the page's head, before anything is drawn, so that a
// chosen scheme never flashes the other: the choice, if any, is remembered for every
// page (localStorage) and set on the root element, which the stylesheet reads. The
// switch in the top bar (hidden without this script) flips it.
(function () {
  "use strict";
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem("workbook-theme");
    if (theme === "light" || theme === "dark") root.dataset.theme = theme;
  } catch (e) {}
  var dark = function () {
    return root.dataset.theme ? root.dataset.theme === "dark"
      : window.matchMedia("(prefers-color-scheme: dark)").matches;
  };
  document.addEventListener("DOMContentLoaded", function () {
    var button = document.getElementById("theme");
    if (!button) return;
    var show = function () {
      button.setAttribute("aria-pressed", dark() ? "true" : "false");
      button.title = dark() ? "Switch to light colours" : "Switch to dark colours";
    };
    button.setAttribute("aria-label", "Dark colours");
    button.hidden = false;
    show();
    button.addEventListener("click", function () {
      root.dataset.theme = dark() ? "light" : "dark";
      try { localStorage.setItem("workbook-theme", root.dataset.theme); } catch (e) {}
      show();
    });
  });
})();
