(function () {
  "use strict";

  // ===========================================================================
  // Word forms
  //
  // The book writes one idea several ways: "fill rule" in prose, fillRule in Swift,
  // fill-rule in CSS. The index and the query go through the same steps so that
  // they meet: split into words at spaces, punctuation and camelCase humps,
  // lowercase, fold a few English endings (stem), and also keep each pair of
  // neighbouring words joined ("fill" + "rule" -> "fillrule"), so that a query
  // written as one word finds the two-word spelling and the other way round.
  // The page a result opens uses the same steps to mark what was found.
  // ===========================================================================

  // A token is a number with its dots kept ("3.9", the way figures are numbered),
  // or a run of letters starting a word or a camelCase hump; an all-capitals run
  // such as the "UI" of UIBezierPath is a token of its own. An apostrophe ending
  // ("layer's", "don't") stays on its word. Two letters look like capitals but
  // are not: U+00D7 (×) and U+00F7 (÷).
  var TOKEN = new RegExp("[0-9]+(?:\\.[0-9]+)*" +
    "|[A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE]+(?![a-z\\u00DF-\\u00F6\\u00F8-\\u024F])" +
    "|[A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE]?[a-z\\u00DF-\\u00F6\\u00F8-\\u024F]+" +
    "(?:['\\u2019][A-Za-z]+)?", "g");
  // What may stand between two words that still read as one name when joined:
  // nothing (a camelCase hump), spaces, or one hyphen, underscore or dot. A
  // paragraph break (U+2029, put between blocks of a page) or ", " may not.
  var SOFT_GAP = /^(?:[ \t\r\n\u00a0]+|[-_.])?$/;
  var NUMBER = /^[0-9]/;
  // Little words that match nearly everywhere: in a query with other words they
  // count a little but are not required, and they are not marked on their own.
  var STOP = { a: 1, an: 1, and: 1, as: 1, at: 1, be: 1, by: 1, "for": 1, "in": 1,
    is: 1, it: 1, of: 1, on: 1, or: 1, the: 1, to: 1, with: 1 };

  // Both are remembered: a book uses few distinct words, many times each.
  var folds = Object.create(null), stems = Object.create(null);

  // Lowercase, without a possessive 's, apostrophes or accents: "Layer's" -> "layer".
  function fold(word) {
    var known = folds[word];
    if (known !== undefined) return known;
    var lower = word.toLowerCase().replace(/['\u2019]s$/, "").replace(/['\u2019]/g, "");
    if (/[^\x00-\x7f]/.test(lower) && lower.normalize) {
      lower = lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    }
    folds[word] = lower;
    return lower;
  }

  // A deliberately small stemmer: plural and third-person s, -ed, -ing and a final
  // e, so that rule/rules/ruled, fill/fills/filled/filling, shape/shapes/shaped,
  // use/uses/used/using, match/matches, body/bodies meet. It only has to give the
  // same answer for both sides, never a real word. It leaves words under four
  // letters alone, and never strips a stem down to no vowel (spring, string, thing).
  function stem(word) {
    var known = stems[word];
    if (known) return known;
    var s = word;
    if (word.length < 4 || !/^[a-z]+$/.test(word)) return (stems[word] = word);
    if (/ies$/.test(s) && s.length > 4) s = s.slice(0, -3) + "y";
    else if (/(?:ss|x|ch|sh|zz)es$/.test(s)) s = s.slice(0, -2);
    else if (/[^sui]s$/.test(s)) s = s.slice(0, -1);
    var m = /^(.+?)(ied|eed|ed|ing)$/.exec(s);
    if (m && m[2] === "ied") {
      if (s.length > 4) s = m[1] + "y";
    } else if (m && m[2] !== "eed" && /[aeiouy]/.test(m[1])) {
      // used -> use and using -> use: a two-letter stem keeps its e.
      if (m[1].length >= 3) s = undouble(m[1]);
      else s = m[2] === "ed" ? s.slice(0, -1) : m[1] + "e";
    }
    if (s.length >= 4 && /[^e]e$/.test(s)) s = s.slice(0, -1);
    stems[word] = s;
    return s;
  }

  // cutting -> cutt -> cut, clipped -> clipp -> clip; but fill, press, buzz and add stay.
  function undouble(base) {
    var last = base.charAt(base.length - 1);
    if (base.length >= 4 && last === base.charAt(base.length - 2) && /[^aeiouylsz]/.test(last)) {
      return base.slice(0, -1);
    }
    return base;
  }

  // The tokens of a text, each with where it is (s, e), its folded spelling (raw),
  // its stem (n), and, when the next token follows across a soft gap, the two
  // joined (j: the first as written, the second stemmed: "fill rules", fillRule and
  // fill-rule all give "fillrul"; a query's neighbours are joined the same way).
  function tokenize(text) {
    var tokens = [], prev = null, m;
    TOKEN.lastIndex = 0;
    while ((m = TOKEN.exec(text)) !== null) {
      var raw = fold(m[0]);
      if (!raw) continue;
      var num = NUMBER.test(raw);
      var tok = { s: m.index, e: m.index + m[0].length, raw: raw, n: num ? raw : stem(raw),
        j: null, num: num };
      if (prev && (prev.e === tok.s ||
          (!prev.num && !num && tok.s - prev.e < 8 && SOFT_GAP.test(text.slice(prev.e, tok.s))))) {
        prev.j = prev.raw + tok.n;
      }
      tokens.push(tok);
      prev = tok;
    }
    return tokens;
  }

  // The index's text is plain, but a few words keep Markdown's *emphasis* stars.
  function plainText(text) {
    return text.replace(/(^|[\s(\u201c"])\*([^*\s](?:[^*]*[^*\s])?)\*(?=[\s.,;:!?)\u201d"]|$)/g,
      "$1$2");
  }

  // ===========================================================================
  // The index
  //
  // Built once from window.WORKBOOK_INDEX's rows [link, title, chapter, text, kind,
  // code]: for every place its tokens per field (for snippets); for every term (a
  // stem or a joined pair) its places, each with a number packing the fields it is
  // in there, whether it came as a word or as a pair, and how often the text has
  // it; a sorted term list (for prefixes while typing); and the set of plain words
  // (to split "fillrule").
  // ===========================================================================

  var TITLE = 1, CODE = 2, TEXT = 4, AS_WORD = 8, AS_PAIR = 16, ONE_IN_TEXT = 32;
  var KIND_BONUS = { section: 1.5, figure: 1, exercise: 1, term: 1.2, chapter: 0 };
  var KIND_NAMES = { section: "Section", figure: "Figure", exercise: "Exercise",
    chapter: "Chapter", term: "Glossary" };

  // The whole index at once (as the harness does).
  function buildIndex(rows) {
    var index = startIndex(rows);
    while (!indexSome(index, rows.length)) continue;
    return index;
  }

  function startIndex(rows) {
    return { rows: rows, docs: [], post: Object.create(null), single: Object.create(null),
      joined: Object.create(null), words: Object.create(null), byNumber: Object.create(null),
      sorted: null };
  }

  // Indexes up to `count` more rows; true when the index is complete. (The page
  // builds it a few rows at a time while the browser is idle.)
  function indexSome(index, count) {
    var rows = index.rows;
    for (var n = 0; n < count && index.docs.length < rows.length; n++) {
      var d = index.docs.length, row = rows[d];
      var doc = { link: row[0], title: row[1], chapter: row[2], text: plainText(row[3] || ""),
        kind: row[4], code: row[5] || "", order: d };
      doc.titleTokens = tokenize(doc.title);
      doc.textTokens = tokenize(doc.text);
      // Code names are a list, not a sentence: no pairs across them (a paragraph
      // break, one character like the space, keeps the offsets).
      doc.codeTokens = tokenize(doc.code.replace(/ /g, "\u2029"));
      addTokens(index, d, doc.titleTokens, TITLE);
      addTokens(index, d, doc.textTokens, TEXT);
      addTokens(index, d, doc.codeTokens, CODE);
      doc.key = numberKey(doc);
      if (doc.key && !(doc.key in index.byNumber)) index.byNumber[doc.key] = d;
      index.docs.push(doc);
    }
    if (index.docs.length < rows.length) return false;
    if (!index.sorted) finishIndex(index);
    return true;
  }

  function finishIndex(index) {
    index.sorted = Object.keys(index.post).sort();
    // In how many places each term is a word, and in how many a pair (for split).
    index.sorted.forEach(function (term) {
      var list = index.post[term], single = 0, joined = 0;
      for (var i = 1; i < list.length; i += 2) {
        if (list[i] & AS_WORD) single++;
        if (list[i] & AS_PAIR) joined++;
      }
      if (single) index.single[term] = single;
      if (joined) index.joined[term] = joined;
    });
  }

  function addTokens(index, d, tokens, field) {
    for (var i = 0; i < tokens.length; i++) {
      var tok = tokens[i];
      note(index.post, d, tok.n, field | AS_WORD);
      if (tok.j) note(index.post, d, tok.j, field | AS_PAIR);
      if (!tok.num) index.words[tok.raw] = true;
    }
  }

  // A term's places are one flat list [place, info, place, info, ...]; places come
  // in order, so the current one, if there, is last.
  function note(post, d, term, bits) {
    var list = post[term], count = bits & TEXT ? ONE_IN_TEXT : 0;
    if (list === undefined) {
      post[term] = [d, bits + count];
    } else if (list[list.length - 2] === d) {
      list[list.length - 1] = (list[list.length - 1] | bits) + count;
    } else {
      list.push(d, bits + count);
    }
  }

  // "figure 3.9", "exercise 1.2", "chapter 3" or "section 3.2", for finding by number.
  function numberKey(doc) {
    var m = /^(Figure|Exercise) (\d+\.\d+)\b/.exec(doc.title);
    if (m) return m[1].toLowerCase() + " " + m[2];
    var chapter = /^Chapter (\d+)\b/.exec(doc.chapter || "");
    if (!chapter) return null;
    if (doc.kind === "chapter") return "chapter " + chapter[1];
    m = /^(\d+)\. /.exec(doc.title);
    return doc.kind === "section" && m ? "section " + chapter[1] + "." + m[1] : null;
  }

  // How much a term counts where it is: the title most, then a code name or a
  // caption (a figure's or an exercise's text is short and about it), then prose,
  // a little more where the prose has it often.
  function fieldScore(info, kind) {
    var score = 0;
    if (info & TITLE) score += 10;
    if (info & CODE) score += 4;
    if (info & TEXT) {
      score += kind === "figure" || kind === "exercise" ? 4
        : 1.5 + Math.min(Math.floor(info / ONE_IN_TEXT), 6) * 0.35;
    }
    return score;
  }

  // ===========================================================================
  // Queries
  // ===========================================================================

  // "Figure 3.9", "fig. 3.9", "3.9", "exercise 1.2", "ex 1.2", "chapter 3", "sec 3.2".
  var BY_NUMBER = new RegExp("^\\s*(?:(fig(?:ure)?|ex(?:ercise)?|ch(?:apter)?|sec(?:tion)?)" +
    "s?\\.?\\s*)?(\\d+)(?:\\.(\\d+))?\\s*$", "i");
  var LONG_NAMES = { f: "figure", e: "exercise", c: "chapter", s: "section" };

  // A query: its parts (one per word, after splitting camelCase and compounds),
  // and the matchers to look for: each part, and each pair of neighbouring parts
  // joined. The last part matches as a prefix while it is being typed (no space
  // after it yet). `index` may be null (on a landing page): then compounds are not
  // split, which only means that "evenodd" marks even-odd and evenOdd, not a lone "odd".
  function parseQuery(raw, index) {
    var q = { raw: raw, parts: [], matchers: [], exact: Object.create(null), prefixes: [],
      targets: [], series: null };
    var text = raw;
    var num = BY_NUMBER.exec(raw);
    if (num) {
      var word = num[1] ? LONG_NAMES[num[1].charAt(0).toLowerCase()] : "";
      var major = num[2], minor = num[3];
      if (minor !== undefined) {
        if (!word || word === "figure") q.targets.push("figure " + major + "." + minor);
        if (!word || word === "exercise") q.targets.push("exercise " + major + "." + minor);
        if (word === "section") q.targets.push("section " + major + "." + minor);
      } else if (word === "chapter") {
        q.targets.push("chapter " + major);
      } else if (word) {
        // "figure 3": chapter 3's figures first, in order.
        q.series = word + " " + major + ".";
      }
      if (word) text = word + " " + major + (minor !== undefined ? "." + minor : "");
    }
    var typing = !/\s$/.test(raw);
    var tokens = tokenize(text), word = 0, sizes = [0];
    for (var i = 0; i < tokens.length; i++) {
      var tok = tokens[i], last = i === tokens.length - 1;
      // Which word of the query this is: fillRule and fill-rule are one, "fill rule" two.
      if (i > 0 && /\s/.test(text.slice(tokens[i - 1].e, tok.s))) sizes[++word] = 0;
      var pieces = !tok.num && index && tok.raw.length >= 4 ? split(tok.raw, index) : null;
      (pieces || [tok.raw]).forEach(function (piece, k, all) {
        var prefix = typing && last && k === all.length - 1 &&
          (tok.num || piece.length >= 2);
        q.parts.push({ raw: piece, n: tok.num ? piece : stem(piece), num: tok.num,
          prefix: prefix, stop: false, word: word });
        sizes[word]++;
      });
    }
    var words = q.parts.filter(function (p) { return !STOP[p.raw]; }).length;
    q.parts.forEach(function (part, i) {
      part.stop = words > 0 && !!STOP[part.raw];
      addMatcher(q, part.n, part.prefix, [i], part.stop, sizes[part.word] > 1);
      var next = q.parts[i + 1];
      if (next && !part.num && !next.num) {
        addMatcher(q, part.raw + next.n, next.prefix, [i, i + 1], false, false);
      }
    });
    return q;
  }

  // `piece`: the matcher is one part of a query word written as several (the Fill of
  // fillRule); with q.strict (on a landing page) such a part is marked only next to
  // its neighbour, so that shadowPath marks shadowPath and "shadow path", not every
  // shadow.
  function addMatcher(q, term, prefix, cover, stop, piece) {
    var m = { t: term, prefix: prefix, cover: cover, stop: stop, piece: piece };
    q.matchers.push(m);
    if (prefix) q.prefixes.push(m);
    else (q.exact[term] || (q.exact[term] = [])).push(m);
  }

  // A word typed as one that the book writes as two ("fillrule", "evenodd",
  // "contentinset", "usesevenoddfillrule") is split into the book's words, so that
  // it finds what "fill rule" finds. Only when the book has it more often as a pair
  // than as a word ("offset" and "layout" stay), and only into words that the book
  // also writes next to each other; the fewest pieces win, then the commoner ones.
  function split(word, index) {
    var n = stem(word), single = index.single[n] || 0;
    if (single > 0 && single >= (index.joined[n] || 0)) return null;
    var best = [{ count: 0, weight: 0, pieces: [] }];
    for (var end = 2; end <= word.length; end++) {
      for (var start = Math.max(0, end - 24); start <= end - 2; start++) {
        var before = best[start], piece = word.slice(start, end);
        if (!before || !index.words[piece]) continue;
        var previous = before.pieces[before.pieces.length - 1];
        if (previous && !index.joined[previous + stem(piece)]) continue;
        var places = index.post[stem(piece)];
        var weight = before.weight + Math.log(1 + (places ? places.length / 2 : 0));
        var now = best[end];
        if (!now || before.count + 1 < now.count ||
            (before.count + 1 === now.count && weight > now.weight)) {
          best[end] = { count: before.count + 1, weight: weight,
            pieces: before.pieces.concat([piece]) };
        }
      }
    }
    var found = best[word.length];
    return found && found.count >= 2 ? found.pieces : null;
  }

  // The terms of the index that start with `prefix` (binary search in the sorted list).
  function prefixTerms(index, prefix) {
    var list = index.sorted, lo = 0, hi = list.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (list[mid] < prefix) lo = mid + 1; else hi = mid;
    }
    var terms = [];
    for (var i = lo; i < list.length && list[i].lastIndexOf(prefix, 0) === 0; i++) {
      if (startsWith(list[i], prefix)) terms.push(list[i]);
    }
    return terms;
  }

  // Whether a term starts with a prefix being typed. A number grows only past a dot:
  // "3" (on the way to "3.9") finds 3, 3.1 and 3.9, not 339.
  function startsWith(term, prefix) {
    if (term.lastIndexOf(prefix, 0) !== 0) return false;
    if (term.length === prefix.length || !NUMBER.test(prefix) || prefix.indexOf(".") >= 0) {
      return true;
    }
    return term.charAt(prefix.length) === ".";
  }

  // The places that have every (non-stop) word of the query, best first. A word is
  // there if the place has it, or has it joined with its neighbour in the query.
  // Score: per word, where it is (fieldScore; a prefix counts less, and so does a
  // hump of a camelCase query word found alone: sideBySide is about sideBySide
  // more than about a side); neighbours found next to each other (the phrase,
  // fillRule, fill-rule); every word in the title; the kind; and a figure or
  // exercise asked for by number goes first. If no place has every word, the
  // places with the most of them.
  function search(index, q) {
    var docs = index.docs, parts = q.parts, matchers = q.matchers, hits = [], touched = [];
    for (var mi = 0; mi < matchers.length; mi++) {
      var m = matchers[mi];
      var terms = m.prefix ? prefixTerms(index, m.t) : index.post[m.t] ? [m.t] : [];
      for (var ti = 0; ti < terms.length; ti++) {
        var term = terms[ti], list = index.post[term], factor = term === m.t ? 1 : 0.6;
        for (var li = 0; li < list.length; li += 2) {
          var d = list[li], info = list[li + 1];
          var hit = hits[d];
          if (!hit) {
            hit = hits[d] = { score: zeros(matchers.length), title: zeros(matchers.length) };
            touched.push(d);
          }
          var s = fieldScore(info, docs[d].kind) * factor;
          if (s > hit.score[mi]) hit.score[mi] = s;
          if (info & TITLE) hit.title[mi] = 1;
        }
      }
    }
    var targets = Object.create(null), series = Object.create(null);
    q.targets.forEach(function (key, rank) {
      var d = index.byNumber[key];
      if (d !== undefined && !(d in targets)) targets[d] = 1000 - rank * 100;
    });
    if (q.series) {
      docs.forEach(function (doc, d) {
        if (doc.key && doc.key.lastIndexOf(q.series, 0) === 0) series[d] = 500 - d / 1000;
      });
    }
    var need = parts.filter(function (p) { return !p.stop; }).length;
    var results = [], most = 0;
    touched.forEach(function (d) {
      var hit = hits[d], best = zeros(parts.length), inTitle = zeros(parts.length);
      var score = 0, count = 0, allInTitle = true;
      for (var mi = 0; mi < matchers.length; mi++) {
        if (!hit.score[mi]) continue;
        var m = matchers[mi], value = m.piece ? hit.score[mi] * 0.4 : hit.score[mi];
        for (var c = 0; c < m.cover.length; c++) {
          var i = m.cover[c];
          if (value > best[i]) best[i] = value;
          if (hit.title[mi]) inTitle[i] = 1;
        }
        if (m.cover.length === 2) score += 10 + (hit.title[mi] ? 6 : 0);
      }
      for (var i = 0; i < parts.length; i++) {
        score += parts[i].stop ? best[i] * 0.2 : best[i];
        if (parts[i].stop) continue;
        if (best[i] > 0) count++;
        if (!inTitle[i]) allInTitle = false;
      }
      if (allInTitle && count > 0) score += 8;
      score += KIND_BONUS[docs[d].kind] || 0;
      if (d in targets) score += targets[d];
      if (d in series) score = series[d];
      if (count > most) most = count;
      results.push({ doc: docs[d], score: score, count: count,
        target: d in targets || d in series });
    });
    // A target by number is shown even if a word of the query is not in it.
    Object.keys(targets).forEach(function (d) {
      if (!hits[d]) {
        results.push({ doc: docs[d], score: targets[d], count: need, target: true });
      }
    });
    var partial = most < need;
    var floor = partial ? most : need;
    results = results.filter(function (r) { return r.target || (r.count >= floor && floor > 0); });
    results.sort(function (a, b) { return b.score - a.score || a.doc.order - b.doc.order; });
    return { results: results, partial: partial && results.length > 0 };
  }

  function zeros(n) {
    var list = new Array(n);
    for (var i = 0; i < n; i++) list[i] = 0;
    return list;
  }

  // ===========================================================================
  // Where a query matches in a text: used for the snippets and titles of the
  // results, and for marking the page a result opens.
  // ===========================================================================

  // The ranges {s, e, cover} of `tokens` that match: a token with the next one
  // joined (so that "fill rule" is one mark), else the token alone. Ranges that
  // overlap or touch are one mark: even-odd + odd fill + fill rule give [even-odd fill
  // rule], and the humps of usesEvenOddFillRule one [usesEvenOddFillRule].
  function findMatches(tokens, q) {
    var ranges = [], done = -1;
    for (var i = 0; i < tokens.length; i++) {
      var tok = tokens[i], end = i, cover = tok.j ? lookup(q, tok.j, tok) : null;
      if (cover) end = i + 1;
      else if (i > done) cover = lookup(q, tok.n, null);
      if (!cover) continue;
      var last = ranges[ranges.length - 1], e = tokens[end].e;
      if (last && tok.s <= last.e) {
        last.e = Math.max(last.e, e);
        last.cover = last.cover.concat(cover);
      } else {
        ranges.push({ s: tok.s, e: e, cover: cover });
      }
      if (end > done) done = end;
    }
    return ranges;
  }

  // The query parts a term stands for, or null. A prefix matches a joined pair only
  // if it reaches into the second word (else "ru" would mark "rule the").
  function lookup(q, term, pairFrom) {
    var cover = null, list = q.exact[term], i;
    if (list) {
      for (i = 0; i < list.length; i++) {
        if (list[i].stop || (q.strict && list[i].piece)) continue;
        cover = (cover || []).concat(list[i].cover);
      }
    }
    for (i = 0; i < q.prefixes.length; i++) {
      var p = q.prefixes[i];
      if (p.stop || (q.strict && p.piece) || !startsWith(term, p.t)) continue;
      if (pairFrom && p.t.length <= pairFrom.raw.length) continue;
      cover = (cover || []).concat(p.cover);
    }
    return cover;
  }

  // A text cut into pieces {text, mark} at the given ranges, between `from` and `to`.
  function cut(text, ranges, from, to) {
    var pieces = [], at = from;
    ranges.forEach(function (r) {
      if (r.s < at || r.e > to) return;
      if (r.s > at) pieces.push({ text: text.slice(at, r.s), mark: false });
      pieces.push({ text: text.slice(r.s, r.e), mark: true });
      at = r.e;
    });
    if (at < to) pieces.push({ text: text.slice(at, to), mark: false });
    return pieces;
  }

  // A result's title, with its matches marked.
  function titlePieces(doc, q) {
    return cut(doc.title, findMatches(doc.titleTokens, q), 0, doc.title.length);
  }

  // A result's snippet: {code: false, pieces} from the text, about `width`
  // characters around the matches, starting at the match after which the most
  // different query words follow; or, if only code names match,
  // {code: true, names: [pieces, ...]}; or, if only the title does (or `lead`: a
  // figure asked for by number), the text's start.
  function snippet(doc, q, width, lead) {
    var text = doc.text, ranges = findMatches(doc.textTokens, q), pieces;
    if (lead && ranges.length > 0) {
      pieces = cut(text, ranges, 0, Math.min(text.length, leadEnd(text, width)));
      if (leadEnd(text, width) < text.length) pieces.push({ text: "…", mark: false });
      return { code: false, pieces: pieces };
    }
    if (ranges.length === 0) {
      var names = codeNames(doc, q);
      if (names.length > 0) return { code: true, names: names };
      var to = leadEnd(text, width);
      pieces = [{ text: text.slice(0, to), mark: false }];
      if (to < text.length) pieces.push({ text: "…", mark: false });
      return { code: false, pieces: pieces };
    }
    var best = 0, bestCount = -1;
    for (var a = 0; a < ranges.length && a < 80; a++) {
      var seen = Object.create(null), count = 0;
      for (var b = a; b < ranges.length && ranges[b].e <= ranges[a].s + width - 60; b++) {
        ranges[b].cover.forEach(function (i) {
          if (!seen[i]) { seen[i] = 1; count++; }
        });
      }
      if (count > bestCount) { bestCount = count; best = a; }
    }
    var first = ranges[best], from = Math.max(0, first.s - 50), end;
    if (from > 0) {
      var after = text.indexOf(" ", from);
      from = after >= 0 && after < first.s ? after + 1 : first.s;
    }
    end = Math.min(text.length, Math.max(from + width, first.e));
    if (end < text.length) {
      var before = text.lastIndexOf(" ", end);
      if (before > first.e) end = before;
    }
    pieces = cut(text, ranges, from, end);
    if (from > 0) pieces.unshift({ text: "…", mark: false });
    if (end < text.length) pieces.push({ text: "…", mark: false });
    return { code: false, pieces: pieces };
  }

  // Where the first `width` characters of a text end, at a space.
  function leadEnd(text, width) {
    if (text.length <= width) return text.length;
    var space = text.lastIndexOf(" ", width);
    return space > width / 2 ? space : width;
  }

  // Up to three code names with a match, each as pieces with the match marked: the
  // names that have the most query words first (usesEvenOddFillRule before uses).
  function codeNames(doc, q) {
    var code = doc.code, ranges = findMatches(doc.codeTokens, q), seen = {}, names = [];
    ranges.forEach(function (r) {
      var start = code.lastIndexOf(" ", r.s - 1) + 1, end = code.indexOf(" ", r.e);
      if (end < 0) end = code.length;
      if (seen[start]) {
        seen[start].words += r.cover.length;
      } else {
        seen[start] = { start: start, end: end, words: r.cover.length };
        names.push(seen[start]);
      }
    });
    names.sort(function (a, b) { return b.words - a.words || a.start - b.start; });
    return names.slice(0, 3).map(function (name) {
      return cut(code, ranges, name.start, name.end);
    });
  }

  // A result's link with the query, for the landing page to mark:
  // "chapter1.html#section-3" -> "chapter1.html?highlight=fill%20rule#section-3".
  function linkWithQuery(link, query) {
    var hash = link.indexOf("#");
    var page = hash < 0 ? link : link.slice(0, hash), rest = hash < 0 ? "" : link.slice(hash);
    return page + (page.indexOf("?") < 0 ? "?" : "&") + "highlight=" +
      encodeURIComponent(query) + rest;
  }

  var api = { fold: fold, stem: stem, tokenize: tokenize, buildIndex: buildIndex,
    parseQuery: parseQuery, search: search, findMatches: findMatches, snippet: snippet,
    titlePieces: titlePieces, linkWithQuery: linkWithQuery, KIND_NAMES: KIND_NAMES };
  // In node (the test harness), export the logic above; there is no page to set up.
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  if (typeof document === "undefined") return;

  // ===========================================================================
  // The search box
  // ===========================================================================

  var MAX_RESULTS = 30;
  var input = document.getElementById("search");
  var box = document.getElementById("search-results");
  if (input && box && window.WORKBOOK_INDEX) setUpSearch(input, box, window.WORKBOOK_INDEX);

  function setUpSearch(input, box, rows) {
    var container = box.parentNode, index = null, options = [], active = -1, timer = 0;
    // The results are a listbox of options that the input points into
    // (aria-activedescendant): focus stays in the input while the arrows move.
    var count = document.createElement("p");
    count.className = "search-count";
    count.setAttribute("aria-hidden", "true");
    var list = document.createElement("div");
    list.id = "search-listbox";
    list.className = "search-list";
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Places in the book");
    box.textContent = "";
    // A scrolling panel is a Tab stop of its own in some browsers: not this one
    // (Tab goes on from the input to the page; the arrows move through results).
    box.tabIndex = -1;
    box.appendChild(count);
    box.appendChild(list);
    // The count, said politely by screen readers (outside the panel, which hides).
    var status = document.createElement("p");
    status.className = "search-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    container.appendChild(status);

    var mac = /Mac|iPhone|iPad/.test(navigator.platform || "");
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", list.id);
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-keyshortcuts", "/ Control+K Meta+K");
    input.title = "Search the book (/ or " + (mac ? "⌘K" : "Ctrl+K") + ")";
    input.placeholder = window.innerWidth < 500 ? "Search" : "Search the book";
    input.disabled = false;

    // The index is built while the browser is idle after the page has loaded, a
    // few rows at a time, so that it is ready before the first key; if a key comes
    // first, the rest is built at once.
    function ready() {
      if (!index) index = startIndex(rows);
      indexSome(index, rows.length);
      return index;
    }

    function buildWhenIdle() {
      // Where there is no requestIdleCallback (Safari), slices of 8 ms.
      var idle = window.requestIdleCallback ? window.requestIdleCallback.bind(window)
        : function (work) {
          return setTimeout(function () {
            var end = Date.now() + 8;
            work({ timeRemaining: function () { return end - Date.now(); } });
          }, 50);
        };
      if (!index) index = startIndex(rows);
      idle(function step(deadline) {
        while (deadline.timeRemaining() > 2) {
          if (indexSome(index, 8)) return;
        }
        idle(step);
      });
    }

    function open() {
      box.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }

    function close() {
      box.hidden = true;
      input.setAttribute("aria-expanded", "false");
      setActive(-1);
    }

    function announce(message) {
      clearTimeout(timer);
      timer = setTimeout(function () { status.textContent = message; }, 400);
    }

    function run() {
      var value = input.value, query = value.trim();
      options = [];
      active = -1;
      input.removeAttribute("aria-activedescendant");
      list.textContent = "";
      if (!query) {
        close();
        count.textContent = "";
        announce("");
        return;
      }
      var q = parseQuery(value, ready()), found = search(index, q), results = found.results;
      var total = results.length, message;
      if (total === 0) {
        message = "Nothing found for “" + query + "”.";
      } else {
        message = total + (total === 1 ? " place" : " places") +
          (found.partial ? " with some of the words" : " in the book") +
          (total > MAX_RESULTS ? ", the first " + MAX_RESULTS + " shown" : "");
      }
      count.textContent = message;
      announce(message);
      results.slice(0, MAX_RESULTS).forEach(function (result, k) {
        var option = renderResult(result, q, query, k);
        options.push(option);
        list.appendChild(option);
      });
      box.scrollTop = 0;
      open();
    }

    function renderResult(result, q, query, k) {
      var doc = result.doc, a = document.createElement("a");
      a.id = "search-option-" + k;
      a.href = linkWithQuery(doc.link, query);
      a.tabIndex = -1;
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      var head = document.createElement("span");
      head.className = "search-head";
      var kind = document.createElement("span");
      var kindName = KIND_NAMES[doc.kind] || doc.kind;
      kind.className = "search-kind search-kind-" + doc.kind;
      kind.textContent = kindName;
      // "Figure 3.9: ..." already says what it is: no need to hear it twice.
      if (doc.title.lastIndexOf(kindName, 0) === 0) kind.setAttribute("aria-hidden", "true");
      var title = document.createElement("span");
      title.className = "title";
      appendPieces(title, titlePieces(doc, q));
      head.appendChild(kind);
      head.appendChild(title);
      a.appendChild(head);
      if (doc.chapter && doc.chapter !== doc.title) {
        var where = document.createElement("span");
        where.className = "where";
        where.textContent = doc.chapter;
        a.appendChild(where);
      }
      var part = snippet(doc, q, 170, result.target);
      var text = document.createElement("span");
      text.className = "snippet";
      if (part.code) {
        text.appendChild(document.createTextNode("in code: "));
        part.names.forEach(function (name, i) {
          if (i > 0) text.appendChild(document.createTextNode(", "));
          var code = document.createElement("code");
          appendPieces(code, name);
          text.appendChild(code);
        });
      } else {
        appendPieces(text, part.pieces);
      }
      a.appendChild(text);
      return a;
    }

    function setActive(k) {
      var old = options[active];
      if (old) {
        old.classList.remove("active");
        old.setAttribute("aria-selected", "false");
      }
      active = k;
      var now = options[k];
      if (now) {
        now.classList.add("active");
        now.setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", now.id);
        now.scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
        active = -1;
      }
    }

    if (document.readyState === "complete") buildWhenIdle();
    else window.addEventListener("load", buildWhenIdle, { once: true });

    input.addEventListener("input", run);
    input.addEventListener("focus", function () {
      if (input.value.trim() && box.hidden) run();
    });
    input.addEventListener("keydown", function (event) {
      var key = event.key;
      if (event.isComposing) return;   // keys that finish an input method's word
      if (key === "ArrowDown" || key === "ArrowUp") {
        if (box.hidden) {
          if (input.value.trim()) run();
          event.preventDefault();
          return;
        }
        if (options.length === 0) return;
        event.preventDefault();
        // Down: first, next, ..., last, first. Up: last, ..., first, back to the input.
        if (key === "ArrowDown") setActive(active + 1 < options.length ? active + 1 : 0);
        else setActive(active === -1 ? options.length - 1 : active - 1);
      } else if (key === "Enter") {
        var chosen = options[active >= 0 ? active : 0];
        if (!chosen || box.hidden) return;
        event.preventDefault();
        if (event.ctrlKey || event.metaKey) window.open(chosen.href);
        else window.location.href = chosen.href;
      } else if (key === "Escape") {
        // First Escape clears and closes; a second one leaves the box.
        event.preventDefault();
        if (input.value || !box.hidden) {
          input.value = "";
          run();
        } else {
          input.blur();
        }
      }
    });
    // A press in the panel must not take the focus from the input (which would
    // close the panel before the click lands, where links do not take focus).
    box.addEventListener("mousedown", function (event) { event.preventDefault(); });
    container.addEventListener("focusout", function (event) {
      if (!event.relatedTarget || !container.contains(event.relatedTarget)) close();
    });
    document.addEventListener("click", function (event) {
      if (!container.contains(event.target)) close();
    });
    // "/" (when not typing somewhere) and Ctrl+K or Cmd+K go to the search box.
    document.addEventListener("keydown", function (event) {
      var key = event.key;
      var modK = (key === "k" || key === "K") && (event.ctrlKey || event.metaKey) &&
        !event.altKey && !event.shiftKey;
      var slash = key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey &&
        !isTyping(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  function isTyping(el) {
    if (!el || !el.tagName) return false;
    if (el.isContentEditable || el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
    return el.tagName === "INPUT" &&
      !/^(checkbox|radio|button|submit|reset|range|color|file|image)$/i.test(el.type);
  }

  function appendPieces(parent, pieces) {
    pieces.forEach(function (piece) {
      if (piece.mark) {
        var mark = document.createElement("mark");
        mark.textContent = piece.text;
        parent.appendChild(mark);
      } else {
        parent.appendChild(document.createTextNode(piece.text));
      }
    });
  }

  // ===========================================================================
  // Marks on arrival: a page opened from a result (?highlight=...) marks the
  // query's matches in the place the link points to, scrolls to the first one,
  // and offers a control to clear them.
  // ===========================================================================

  // Not marked: scripts, the search box, pictures and their text versions (hidden
  // until opened), heading anchors and the chapter pager.
  var SKIP = "script, style, noscript, .search, .picture, pre.art, details.text-version, " +
    ".anchor, nav.pager, .search-clear, mark.search-hit";
  // A text node's block: between two blocks a paragraph break goes into the text,
  // so that words of different blocks never join.
  var BLOCK = "p, li, dt, dd, pre, h1, h2, h3, h4, h5, h6, figcaption, td, th, blockquote, " +
    "summary, div, figure, ul, ol, table, main, section";
  var arrival = { marks: [], control: null };

  function highlightQuery() {
    var m = /[?&]highlight=([^&#]*)/.exec(window.location.search);
    if (!m) return "";
    try {
      return decodeURIComponent(m[1].replace(/\+/g, " ")).trim();
    } catch (error) {
      return "";
    }
  }

  // The elements of the place the hash names: a figure itself; a section's h2 and
  // what follows it up to the next h2; an exercise's h3 up to the next h3 or h2; a
  // glossary term and its definition; with no hash, a chapter's opening (up to its
  // first h2).
  function targetNodes() {
    var main = document.getElementById("content") || document.body;
    var id = "";
    try {
      id = decodeURIComponent(window.location.hash.slice(1));
    } catch (error) {
      id = window.location.hash.slice(1);
    }
    var target = id ? document.getElementById(id) : null;
    if (id && (!target || !main.contains(target))) return [main];
    var nodes = [], stop = /^H2$/;
    if (!target) {
      target = main.firstElementChild;
      if (!target || target.tagName === "H2") return nodes;
    } else if (target.tagName === "H3") {
      stop = /^H[23]$/;
    } else if (target.tagName === "DT") {
      // A glossary term, with its definition.
      return target.nextElementSibling ? [target, target.nextElementSibling] : [target];
    } else if (target.tagName !== "H2") {
      return [target];
    }
    nodes.push(target);
    for (var n = target.nextElementSibling; n && !stop.test(n.tagName); n = n.nextElementSibling) {
      nodes.push(n);
    }
    return nodes;
  }

  // Marks every match of `q` in the text under `roots` with <mark class="search-hit">,
  // only ever splitting text nodes (so syntax-highlight spans stay whole; a match
  // across two nodes gets a mark in each). Returns the marks in page order.
  function markMatches(roots, q) {
    var nodes = [], starts = [], text = "", lastBlock = null;
    roots.forEach(function (root) {
      if (root.nodeType !== 1 || root.closest(SKIP)) return;
      var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
        acceptNode: function (node) {
          return node.parentNode.closest(SKIP) ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT;
        }
      });
      for (var node = walker.nextNode(); node; node = walker.nextNode()) {
        var block = node.parentNode.closest(BLOCK);
        if (block !== lastBlock) {
          text += "\u2029";
          lastBlock = block;
        }
        nodes.push(node);
        starts.push(text.length);
        text += node.data;
      }
    });
    var ranges = findMatches(tokenize(text), q);
    // The slices of each node to wrap, in order.
    var slices = nodes.map(function () { return []; }), k = 0, order = 0;
    ranges.forEach(function (r) {
      while (k < nodes.length && starts[k] + nodes[k].data.length <= r.s) k++;
      for (var i = k; i < nodes.length && starts[i] < r.e; i++) {
        var from = Math.max(r.s, starts[i]) - starts[i];
        var to = Math.min(r.e, starts[i] + nodes[i].data.length) - starts[i];
        if (to > from) slices[i].push({ from: from, to: to, order: order++ });
      }
    });
    var marks = [];
    // Each node from its last slice back, so that the earlier offsets stay right.
    slices.forEach(function (list, i) {
      for (var j = list.length - 1; j >= 0; j--) {
        var middle = nodes[i].splitText(list[j].from);
        middle.splitText(list[j].to - list[j].from);
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        middle.parentNode.replaceChild(mark, middle);
        mark.appendChild(middle);
        marks[list[j].order] = mark;
      }
    });
    return marks.filter(Boolean);
  }

  function clearMarks() {
    arrival.marks.forEach(function (mark) {
      var parent = mark.parentNode;
      if (!parent) return;
      while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
      parent.removeChild(mark);
      parent.normalize();
    });
    arrival.marks = [];
    if (arrival.control) {
      arrival.control.parentNode.removeChild(arrival.control);
      arrival.control = null;
    }
  }

  // Clears the marks and takes the query out of the address (keeping the hash).
  function clearHighlights() {
    clearMarks();
    var search = window.location.search.replace(/([?&])highlight=[^&#]*&?/, "$1")
      .replace(/[?&]$/, "");
    try {
      window.history.replaceState(window.history.state, "",
        window.location.pathname + search + window.location.hash);
    } catch (error) {
      // Some browsers refuse to change a file:// address; the marks are gone anyway.
    }
  }

  function showControl(query) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "search-clear";
    button.title = "Clear the marks for “" + query + "”";
    button.setAttribute("aria-label", "Clear highlights for “" + query + "”");
    var swatch = document.createElement("span");
    swatch.className = "search-clear-swatch";
    swatch.setAttribute("aria-hidden", "true");
    var cross = document.createElement("span");
    cross.setAttribute("aria-hidden", "true");
    cross.textContent = " ×";
    button.appendChild(swatch);
    button.appendChild(document.createTextNode("Clear highlights"));
    button.appendChild(cross);
    button.addEventListener("click", clearHighlights);
    document.body.appendChild(button);
    arrival.control = button;
  }

  // Scrolls the first visible mark into view, a third of the way down below the
  // top bar, unless the browser's jump to the hash already shows it.
  function scrollToFirst() {
    var first = null;
    for (var i = 0; i < arrival.marks.length && !first; i++) {
      if (arrival.marks[i].getClientRects().length > 0) first = arrival.marks[i];
    }
    if (!first) return;
    var bar = document.querySelector(".topbar");
    var top = bar ? bar.getBoundingClientRect().bottom : 0;
    var rect = first.getBoundingClientRect();
    if (rect.top < top + 8 || rect.bottom > window.innerHeight - 8) {
      window.scrollBy(0, rect.top - top - Math.max(24, (window.innerHeight - top) / 3));
    }
    // In a listing wider than the page, scroll the listing sideways to the mark too.
    var pre = first.closest("pre");
    if (pre && pre.scrollWidth > pre.clientWidth) {
      var box = pre.getBoundingClientRect();
      rect = first.getBoundingClientRect();
      if (rect.right > box.right - 16 || rect.left < box.left) {
        pre.scrollLeft += rect.left - box.left - pre.clientWidth / 3;
      }
    }
  }

  function highlightOnArrival() {
    clearMarks();
    var query = highlightQuery();
    if (!query) return;
    var q = parseQuery(query, null), nodes = targetNodes();
    if (q.parts.length === 0) return;
    // The parts of one query word together if the place has them so, else apart.
    q.strict = true;
    arrival.marks = markMatches(nodes, q);
    if (arrival.marks.length === 0) {
      q.strict = false;
      arrival.marks = markMatches(nodes, q);
    }
    if (arrival.marks.length === 0) return;
    showControl(query);
    // After the page (and the browser's own jump to the hash) has settled.
    if (document.readyState === "complete") {
      window.requestAnimationFrame(scrollToFirst);
    } else {
      window.addEventListener("load", function () {
        window.requestAnimationFrame(scrollToFirst);
      }, { once: true });
    }
  }

  highlightOnArrival();
  // A result on the same page with the same query only changes the hash.
  window.addEventListener("hashchange", highlightOnArrival);

  // ===========================================================================
  // The sidebar
  // ===========================================================================

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
