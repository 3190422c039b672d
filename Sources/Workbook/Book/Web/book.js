(function () {
  "use strict";
  var input = document.getElementById("search");
  var box = document.getElementById("search-results");
  var index = window.WORKBOOK_INDEX;
  if (input && box && index) {
    var lower = index.map(function (e) { return (e[1] + " " + e[3]).toLowerCase(); });
    input.disabled = false;
    input.placeholder = window.innerWidth < 500 ? "Search" : "Search the book";
    var snippet = function (text, word) {
      var at = text.toLowerCase().indexOf(word);
      var start = Math.max(0, at - 60);
      var piece = text.slice(start, at + word.length + 90);
      var span = document.createElement("span");
      span.className = "snippet";
      var before = (start > 0 ? "…" : "") + piece.slice(0, at - start);
      span.appendChild(document.createTextNode(before));
      var mark = document.createElement("mark");
      mark.textContent = piece.slice(at - start, at - start + word.length);
      span.appendChild(mark);
      span.appendChild(document.createTextNode(piece.slice(at - start + word.length) + "…"));
      return span;
    };
    var run = function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      box.textContent = "";
      if (words.length === 0) { box.hidden = true; return; }
      var found = [];
      for (var i = 0; i < index.length; i++) {
        var all = words.every(function (w) { return lower[i].indexOf(w) >= 0; });
        if (!all) continue;
        var title = index[i][1].toLowerCase();
        var score = words.filter(function (w) { return title.indexOf(w) >= 0; }).length;
        found.push({ entry: index[i], score: score, order: i });
      }
      found.sort(function (a, b) { return b.score - a.score || a.order - b.order; });
      var count = document.createElement("p");
      count.textContent = found.length === 0 ? "Nothing found for “" + input.value + "”."
        : found.length + (found.length === 1 ? " place" : " places") + " in the book";
      box.appendChild(count);
      found.slice(0, 30).forEach(function (hit) {
        var a = document.createElement("a");
        a.href = hit.entry[0];
        var t = document.createElement("span");
        t.className = "title";
        t.textContent = hit.entry[1];
        var where = document.createElement("span");
        where.className = "where";
        where.textContent = hit.entry[2];
        a.appendChild(t);
        a.appendChild(where);
        a.appendChild(snippet(hit.entry[3], words[0]));
        box.appendChild(a);
      });
      box.hidden = false;
    };
    input.addEventListener("input", run);
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { input.value = ""; run(); }
      if (event.key === "Enter") {
        var first = box.querySelector("a");
        if (first) window.location.href = first.href;
      }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target) && event.target !== input) box.hidden = true;
    });
  }
  // At phone width the sidebar is a menu: following one of its links closes it.
  var menu = document.getElementById("menu");
  document.querySelectorAll(".sidebar a").forEach(function (link) {
    link.addEventListener("click", function () { if (menu) menu.checked = false; });
  });
  // The sidebar marks the section being read.
  var links = document.querySelectorAll(".sidebar ol.sections a");
  if (links.length > 0) {
    var mark = function () {
      var current = null;
      links.forEach(function (link) {
        var target = document.getElementById(link.getAttribute("href").slice(1));
        if (target && target.getBoundingClientRect().top < 120) current = link;
      });
      links.forEach(function (link) { link.classList.toggle("here", link === current); });
    };
    document.addEventListener("scroll", mark, { passive: true });
    mark();
  }
})();
