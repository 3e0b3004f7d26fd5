extension ReplayPage {
    /// The page: style, markup and script. `{{TITLE}}` and `{{DATA}}` are filled in by ``html``.
    static let template = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{TITLE}}</title>
<style>
  html, body { margin: 0; padding: 0; background: #f3f4f6; color: #1f2328;
    font: 13px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, "DejaVu Sans", sans-serif; }
  #app { display: flex; align-items: flex-start; gap: 16px; padding: 12px; }
  #stage-box { flex: none; overflow: hidden; background: #ffffff; box-shadow: 0 0 0 1px #c4c9d0; }
  #stage { position: relative; overflow: hidden; transform-origin: 0 0; background: #ffffff; }
  .view { position: absolute; left: 0; top: 0; box-sizing: border-box; overflow: hidden; }
  .view > .fill { position: absolute; left: 0; top: 0; right: 0; bottom: 0; }
  .view > .label { position: absolute; left: 3px; top: 2px; font-size: 10px; line-height: 12px;
    white-space: nowrap; pointer-events: none; }
  .kind-scrollView > .fill, .kind-collectionView > .fill { background: #eef2f7; }
  .kind-scrollView, .kind-collectionView { outline: 1px dashed #8a96a8; outline-offset: -1px; }
  .kind-header > .fill { background: #e07b39; }
  .kind-cell > .fill { background: #3f7fcf; box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.75); }
  .kind-cell.odd > .fill { background: #6ea0e0; }
  .kind-image > .fill { background: repeating-linear-gradient(45deg, #3f8f5a 0 10px, #7cc48f 10px 20px); }
  .kind-view > .fill { background: #e4e1f2; }
  .kind-header > .label, .kind-cell > .label, .kind-image > .label { color: #ffffff; }
  .kind-scrollView > .label, .kind-collectionView > .label, .kind-view > .label { color: #47505c; top: auto; bottom: 2px; }
  .kind-view > .label { left: auto; right: 3px; }
  #finger { position: absolute; width: 24px; height: 24px; margin: -12px 0 0 -12px; border-radius: 50%;
    background: rgba(20, 20, 20, 0.35); border: 2px solid rgba(255, 255, 255, 0.9); box-sizing: border-box;
    pointer-events: none; display: none; z-index: 100000; left: 0; top: 0; }
  #panel { flex: 1 1 320px; max-width: 420px; background: #ffffff; border: 1px solid #d0d7de; border-radius: 6px;
    padding: 12px 14px; }
  #panel h1 { font-size: 15px; margin: 0 0 8px 0; }
  #controls { display: flex; gap: 6px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
  #controls button { font: inherit; padding: 3px 10px; border: 1px solid #8c959f; border-radius: 4px; background: #f6f8fa; cursor: pointer; }
  #controls button.on { background: #dbe9ff; border-color: #3f7fcf; }
  #scrubber { width: 100%; margin: 6px 0; }
  #clock { font-variant-numeric: tabular-nums; }
  table { border-collapse: collapse; width: 100%; margin: 6px 0; }
  td, th { text-align: left; padding: 2px 4px; border-bottom: 1px solid #eaeef2; font-variant-numeric: tabular-nums; }
  .swatch { display: inline-block; width: 10px; height: 10px; border: 1px solid #8c959f; margin-right: 4px; vertical-align: -1px; }
  #callbacks { margin: 4px 0 0 0; padding-left: 18px; max-height: 220px; overflow: auto; }
  #callbacks li { margin: 1px 0; }
  #callbacks .detail { color: #57606a; font-size: 12px; }
  .keys { color: #57606a; font-size: 12px; margin-top: 10px; }
  kbd { border: 1px solid #c4c9d0; border-bottom-width: 2px; border-radius: 3px; padding: 0 4px; font: 11px monospace; }
  #verification { display: none; }
  #drawn { margin-top: 8px; }
  #drawn table { font-size: 12px; }
</style>
</head>
<body>
<div id="app">
  <div id="stage-box"><div id="stage"><div id="finger"></div></div></div>
  <div id="panel">
    <h1 id="title"></h1>
    <div id="clock"></div>
    <input id="scrubber" type="range" min="0" max="0" step="1" value="0" aria-label="frame">
    <div id="controls">
      <button id="first" title="first frame (Home)">|&#x25C0;&#xFE0E;</button>
      <button id="back" title="previous frame (&#x2190;)">&#x25C0;&#xFE0E; 1</button>
      <button id="play" title="play / pause (space)">Play</button>
      <button id="forward" title="next frame (&#x2192;)">1 &#x25B6;&#xFE0E;</button>
      <button id="last" title="last frame (End)">&#x25B6;&#xFE0E;|</button>
      <button id="speed1" class="on" title="real speed (S toggles)">1&#xD7;</button>
      <button id="speed4" title="quarter speed (S toggles)">&#xBC;&#xD7;</button>
    </div>
    <table><thead><tr><th>scroll view</th><th>phase</th><th>offset (pt)</th><th>velocity (pt/s)</th></tr></thead>
      <tbody id="scrollviews"></tbody></table>
    <div><b>Callbacks in this frame</b> <span id="callback-count"></span></div>
    <ol id="callbacks"></ol>
    <details id="drawn"><summary><b>Views drawn</b> <span id="view-count"></span> (window points)</summary>
      <table><thead><tr><th>view</th><th>x, y</th><th>width × height</th><th>alpha</th><th>scale</th><th>blur</th></tr></thead>
        <tbody id="views"></tbody></table></details>
    <div class="keys"><kbd>space</kbd> play/pause &#xB7; <kbd>&#x2190;</kbd> <kbd>&#x2192;</kbd> one frame &#xB7;
      <kbd>Home</kbd> <kbd>End</kbd> &#xB7; <kbd>S</kbd> speed 1&#xD7; / &#xBC;&#xD7;</div>
  </div>
</div>
<pre id="verification"></pre>
<script type="application/json" id="run-data">{{DATA}}</script>
<script>
"use strict";
(function () {
  var errors = [];
  window.addEventListener("error", function (event) { errors.push(String(event.message)); });
  var run = JSON.parse(document.getElementById("run-data").textContent);
  var stage = document.getElementById("stage");
  var stageBox = document.getElementById("stage-box");
  var finger = document.getElementById("finger");
  var scrubber = document.getElementById("scrubber");
  var W = run.window[0], H = run.window[1];
  var last = Math.max(0, run.frameCount - 1);
  var current = 0, playing = false, speed = 1, playStartFrame = 0, playStartTime = 0, zoom = 1;

  document.title = "ScrollSim replay: " + run.name;
  document.getElementById("title").textContent = run.name;
  stage.style.width = W + "px";
  stage.style.height = H + "px";
  scrubber.max = String(last);

  // One element per recorded view, created once; a frame shows the ones it lists, back to front.
  var elements = run.views.map(function (view, index) {
    var element = document.createElement("div");
    var digits = view[0].match(/(\d+)$/);
    element.className = "view kind-" + view[1] + (digits && Number(digits[1]) % 2 === 1 ? " odd" : "");
    element.setAttribute("data-name", view[0]);
    element.style.display = "none";
    var fill = document.createElement("div");
    fill.className = "fill";
    var label = document.createElement("div");
    label.className = "label";
    label.textContent = view[0];
    element.appendChild(fill);
    element.appendChild(label);
    stage.insertBefore(element, finger);
    return element;
  });
  var shown = [];

  // Per scroll view: the sample index of each frame (samples are in frame order).
  var sampleAt = run.scrollViews.map(function (track) {
    var map = {};
    track.samples.forEach(function (s, i) { map[s[0]] = i; });
    return map;
  });
  var callbacksByFrame = {};
  run.callbacks.forEach(function (c) { (callbacksByFrame[c[0]] = callbacksByFrame[c[0]] || []).push(c); });

  function fixed(value, decimals) { return Number(value).toFixed(decimals); }
  function phaseColor(phase) { return run.phaseColors[phase] || run.unknownPhaseColor; }

  function layoutZoom() {
    var params = hashParams();
    if (params.zoom) { zoom = Number(params.zoom) || 1; }
    else {
      var room = Math.max(200, window.innerHeight - 24);
      var roomX = Math.max(200, window.innerWidth - 380);
      zoom = Math.min(1, room / H, roomX / W);
    }
    stage.style.transform = zoom === 1 ? "" : "scale(" + zoom + ")";
    stageBox.style.width = (W * zoom) + "px";
    stageBox.style.height = (H * zoom) + "px";
  }

  function draw(frame) {
    current = Math.max(0, Math.min(last, frame | 0));
    var samples = run.frames[current] || [];
    shown.forEach(function (index) { elements[index].style.display = "none"; });
    shown = [];
    samples.forEach(function (s, order) {
      var element = elements[s[0]];
      var x = s[1], y = s[2], w = s[3], h = s[4];
      element.style.display = "block";
      element.style.transform = "translate(" + x + "px, " + y + "px)";
      element.style.width = w + "px";
      element.style.height = h + "px";
      element.style.opacity = String(s[5]);
      element.style.zIndex = String(order + 1);
      element.firstChild.style.filter = s[7] > 0 ? "blur(" + s[7] + "px)" : "";
      element.title = run.views[s[0]][0] + " (" + run.views[s[0]][1] + "): " + fixed(x, 3) + ", " + fixed(y, 3) +
        ", " + fixed(w, 3) + " × " + fixed(h, 3) + " pt, alpha " + fixed(s[5], 3) + ", scale " + fixed(s[6], 3) +
        ", blur " + fixed(s[7], 2);
      if (s.length > 8) {
        var top = s[9] - y, left = s[8] - x, right = (x + w) - (s[8] + s[10]), bottom = (y + h) - (s[9] + s[11]);
        element.style.clipPath = "inset(" + top + "px " + right + "px " + bottom + "px " + left + "px)";
      } else {
        element.style.clipPath = "";
      }
      shown.push(s[0]);
    });
    var point = run.finger[current];
    if (point) {
      finger.style.display = "block";
      finger.style.transform = "translate(" + point[0] + "px, " + point[1] + "px)";
    } else {
      finger.style.display = "none";
    }
    scrubber.value = String(current);
    document.getElementById("clock").textContent = "frame " + current + " / " + last + " · " +
      fixed(current / run.refreshRate, 4) + " s · " + fixed(run.refreshRate, 0) + " Hz";
    var rows = run.scrollViews.map(function (track, i) {
      var index = sampleAt[i][current];
      if (index === undefined) { return "<tr><td>" + escapeHTML(track.name) + "</td><td colspan=3>not in this frame</td></tr>"; }
      var s = track.samples[index];
      return "<tr><td>" + escapeHTML(track.name) + "</td><td><span class=swatch style=\"background:" + phaseColor(s[5]) +
        "\"></span>" + escapeHTML(s[5]) + "</td><td>" + fixed(s[1], 3) + ", " + fixed(s[2], 3) + "</td><td>" +
        fixed(s[3], 1) + ", " + fixed(s[4], 1) + "</td></tr>";
    });
    document.getElementById("scrollviews").innerHTML = rows.join("");
    document.getElementById("view-count").textContent = "(" + samples.length + ")";
    document.getElementById("views").innerHTML = samples.map(function (s) {
      return "<tr><td>" + escapeHTML(run.views[s[0]][0]) + "</td><td>" + fixed(s[1], 3) + ", " + fixed(s[2], 3) + "</td><td>" +
        fixed(s[3], 3) + " × " + fixed(s[4], 3) + "</td><td>" + fixed(s[5], 3) + "</td><td>" + fixed(s[6], 3) + "</td><td>" +
        fixed(s[7], 2) + "</td></tr>";
    }).join("");
    var fired = callbacksByFrame[current] || [];
    document.getElementById("callback-count").textContent = "(" + fired.length + ")";
    document.getElementById("callbacks").innerHTML = fired.map(function (c) {
      return "<li>" + escapeHTML(c[2]) + ": <b>" + escapeHTML(c[3]) + "</b>" +
        (c[4] ? " <span class=detail>" + escapeHTML(c[4].split(";").join(", ")) + "</span>" : "") + "</li>";
    }).join("");
  }

  function escapeHTML(text) {
    return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  function setPlaying(on) {
    playing = on && last > 0;
    if (playing && current >= last) { draw(0); }
    document.getElementById("play").textContent = playing ? "Pause" : "Play";
    playStartFrame = current;
    playStartTime = performance.now();
    if (playing) { window.requestAnimationFrame(tick); }
  }

  function setSpeed(value) {
    if (playing) { playStartFrame = current; playStartTime = performance.now(); }
    speed = value;
    document.getElementById("speed1").className = speed === 1 ? "on" : "";
    document.getElementById("speed4").className = speed === 0.25 ? "on" : "";
  }

  // Real speed: frame = start + elapsed seconds × refresh rate × speed.
  function tick(now) {
    if (!playing) { return; }
    var frame = playStartFrame + Math.floor((now - playStartTime) / 1000 * run.refreshRate * speed);
    if (frame >= last) { draw(last); setPlaying(false); return; }
    if (frame !== current) { draw(frame); }
    window.requestAnimationFrame(tick);
  }

  function step(delta) { setPlaying(false); draw(current + delta); }

  document.getElementById("play").addEventListener("click", function () { setPlaying(!playing); });
  document.getElementById("back").addEventListener("click", function () { step(-1); });
  document.getElementById("forward").addEventListener("click", function () { step(1); });
  document.getElementById("first").addEventListener("click", function () { setPlaying(false); draw(0); });
  document.getElementById("last").addEventListener("click", function () { setPlaying(false); draw(last); });
  document.getElementById("speed1").addEventListener("click", function () { setSpeed(1); });
  document.getElementById("speed4").addEventListener("click", function () { setSpeed(0.25); });
  scrubber.addEventListener("input", function () { setPlaying(false); draw(Number(scrubber.value)); });
  document.addEventListener("keydown", function (event) {
    if (event.key === " " || event.key === "Spacebar") { setPlaying(!playing); event.preventDefault(); }
    else if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
    else if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
    else if (event.key === "Home") { setPlaying(false); draw(0); event.preventDefault(); }
    else if (event.key === "End") { setPlaying(false); draw(last); event.preventDefault(); }
    else if (event.key === "s" || event.key === "S") { setSpeed(speed === 1 ? 0.25 : 1); }
  });

  function hashParams() {
    var params = {};
    window.location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
      var parts = pair.split("=");
      if (parts[0]) { params[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || ""); }
    });
    return params;
  }

  // #frame=N: show frame N and write the check of every drawn rectangle into #verification.
  function verify() {
    var stageRect = stage.getBoundingClientRect();
    var samples = run.frames[current] || [];
    var worst = 0, mismatches = [];
    var views = samples.map(function (s) {
      var r = elements[s[0]].getBoundingClientRect();
      var measured = { name: run.views[s[0]][0], kind: run.views[s[0]][1],
        x: (r.left - stageRect.left) / zoom, y: (r.top - stageRect.top) / zoom,
        width: r.width / zoom, height: r.height / zoom,
        fill: getComputedStyle(elements[s[0]].firstChild).backgroundColor,
        opacity: Number(getComputedStyle(elements[s[0]]).opacity),
        blur: blurOf(getComputedStyle(elements[s[0]].firstChild).filter) };
      var error = Math.max(Math.abs(measured.x - s[1]), Math.abs(measured.y - s[2]),
                           Math.abs(measured.width - s[3]), Math.abs(measured.height - s[4]));
      worst = Math.max(worst, error);
      if (!(error <= run.tolerance)) { mismatches.push(measured.name); }
      return measured;
    });
    var result = { frame: current, frameCount: run.frameCount, zoom: zoom,
      stage: { left: stageRect.left, top: stageRect.top, width: W, height: H },
      finger: run.finger[current], views: views, maxError: worst, tolerance: run.tolerance,
      mismatches: mismatches, errors: errors };
    document.getElementById("verification").textContent = JSON.stringify(result);
  }

  // The blur radius of a computed CSS filter ("blur(3.75px)" → 3.75; "none" → 0).
  function blurOf(filter) {
    var match = /blur\(([-0-9.e]+)px\)/.exec(filter || "");
    return match ? Number(match[1]) : 0;
  }

  function fromHash() {
    layoutZoom();
    var params = hashParams();
    if (params.frame !== undefined) {
      setPlaying(false);
      draw(Number(params.frame));
      verify();
    } else {
      draw(current);
    }
  }
  window.addEventListener("hashchange", fromHash);
  window.addEventListener("resize", function () { layoutZoom(); });
  fromHash();
})();
</script>
</body>
</html>

"""#
}
