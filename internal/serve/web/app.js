// Serving phase: the workbench page's logic. It submits jobs to this
// server's API, follows their progress (server-sent events read through
// fetch, so that a bearer token can go along) and draws the results: lines
// covered, the prefix tree, solved paths, and a trace to step through.
// Everything from the server is put into the page as text, never as markup.
"use strict";

const $ = (id) => document.getElementById(id);

// Options offered per kind; keys are the engines' option names.
const OPTIONS = {
  run: [
    { key: "mode", label: "mode", choices: ["as-is", "lexecutor"] },
    { key: "predictor", label: "predictor", choices: ["model", "frequency", "random", "naive"], when: (o) => o.mode === "lexecutor" },
  ],
  explore: [
    { key: "n", label: "n", type: "number", value: 10 },
    { key: "k", label: "k", type: "number", value: 10 },
    { key: "budget_seconds", label: "budget s", type: "number", value: 60 },
    { key: "force", label: "force", type: "checkbox", title: "forced execution: stand-ins may answer conditions as no single value would; such prefixes are marked" },
  ],
  solve: [
    { key: "function", label: "function", type: "text", value: "" },
  ],
  debug: [
    { key: "call", label: "call", type: "text", value: "" },
  ],
  trace: [
    { key: "call", label: "call", type: "text", value: "" },
  ],
};

const state = {
  token: null,
  kinds: [],
  job: null,       // the job being followed: {id, kind, source}
  result: null,    // the last job's result
  source: "",      // the source the result belongs to
  kind: "",
  coverageSets: [],
  selectedNode: null,
  trace: null,     // {steps, pos, planSteps}
  feedback: [],    // debug feedback given so far
};

// ---- API -------------------------------------------------------------------

function authHeaders(extra) {
  const h = Object.assign({}, extra || {});
  if (state.token) h["Authorization"] = "Bearer " + state.token;
  return h;
}

async function api(method, path, body) {
  const init = { method, headers: authHeaders(body ? { "Content-Type": "application/json" } : {}) };
  if (body) init.body = JSON.stringify(body);
  const res = await fetch(path, init);
  const text = await res.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch (e) { data = { error: text }; }
  if (!res.ok) throw new Error((data && data.error) || res.status + " " + res.statusText);
  return data;
}

// follow reads the job's event stream until its final status.
async function follow(id, onEvent) {
  const res = await fetch("/api/jobs/" + id + "/events", { headers: authHeaders() });
  if (!res.ok) throw new Error("events: " + res.status);
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      const chunk = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const data = chunk.split("\n").filter((l) => l.startsWith("data: ")).map((l) => l.slice(6)).join("\n");
      if (data) onEvent(JSON.parse(data));
    }
  }
}

// jobFile fetches a file the last job wrote, named in its result by its
// path on the server (in the job's own directory).
async function jobFile(path) {
  const marker = "/" + state.jobId + "/";
  const i = (path || "").indexOf(marker);
  if (i < 0) throw new Error("not a file of this job: " + path);
  const res = await fetch("/api/jobs/" + state.jobId + "/files/" + path.slice(i + marker.length), { headers: authHeaders() });
  if (!res.ok) throw new Error("file " + path + ": " + res.status);
  return res.text();
}

// fileView is a button that shows a job's file below itself.
function fileView(label, path) {
  const pre = el("pre", { class: "file", hidden: true });
  const btn = el("button", { type: "button", class: "file-button", onclick: async () => {
    if (!pre.hidden) { pre.hidden = true; return; }
    try { pre.textContent = await jobFile(path); } catch (err) { pre.textContent = err.message; }
    pre.hidden = false;
  } }, label);
  return el("div", {}, btn, pre);
}

// ---- page setup ------------------------------------------------------------

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// fill replaces parent's children with kids, arrays flattened and empty
// entries (null, false) left out.
function fill(parent, ...kids) {
  parent.replaceChildren(...kids.flat(Infinity).filter((k) => k !== null && k !== undefined && k !== false));
}

function setStatus(text, s) {
  $("status").textContent = text;
  if (s) document.body.dataset.state = s;
}

function showTab(name) {
  for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("active", b.dataset.tab === name);
  for (const p of document.querySelectorAll(".panel")) p.classList.toggle("active", p.id === "panel-" + name);
}

function updateGutter() {
  const n = $("source").value.split("\n").length;
  let s = "";
  for (let i = 1; i <= n; i++) s += i + "\n";
  $("gutter").textContent = s;
  $("gutter").scrollTop = $("source").scrollTop;
}

function renderOptions() {
  const kind = $("kind").value;
  const box = $("options");
  const current = readOptions();
  box.replaceChildren();
  for (const o of OPTIONS[kind] || []) {
    let input;
    if (o.choices) {
      input = el("select", { id: "opt-" + o.key, onchange: renderOptions }, o.choices.map((c) => el("option", { value: c }, c)));
      if (current[o.key]) input.value = current[o.key];
    } else if (o.type === "checkbox") {
      input = el("input", { id: "opt-" + o.key, type: "checkbox", title: o.title, checked: !!current[o.key] });
    } else {
      input = el("input", { id: "opt-" + o.key, type: o.type || "text", value: current[o.key] ?? o.value });
    }
    const lab = el("label", {}, o.label + " ", input);
    box.append(lab);
    if (o.when && !o.when(readOptions())) lab.hidden = true;
  }
  const k = state.kinds.find((x) => x.kind === kind);
  $("start").disabled = !k || !k.available;
  $("start").title = k && !k.available ? k.reason : "";
}

function readOptions() {
  const kind = $("kind").value;
  const out = {};
  for (const o of OPTIONS[kind] || []) {
    const input = $("opt-" + o.key);
    if (!input) continue;
    const lab = input.closest("label");
    if (lab && lab.hidden) continue;
    if (o.type === "checkbox") {
      if (input.checked) out[o.key] = true;
    } else if (o.type === "number") {
      if (input.value !== "") out[o.key] = Number(input.value);
    } else if (input.value !== "") {
      out[o.key] = input.value;
    }
  }
  return out;
}

async function init() {
  const hash = new URLSearchParams(location.hash.slice(1));
  const fromHash = hash.get("token");
  const jobId = hash.get("job");
  if (fromHash) {
    sessionStorage.setItem("unstuck-token", fromHash);
    history.replaceState(null, "", location.pathname + (jobId ? "#job=" + encodeURIComponent(jobId) : ""));
  }
  state.token = sessionStorage.getItem("unstuck-token");
  $("source").addEventListener("input", updateGutter);
  $("source").addEventListener("scroll", () => { $("gutter").scrollTop = $("source").scrollTop; });
  $("source").addEventListener("keydown", (e) => {
    if (e.key === "Tab") { // indent instead of leaving the editor
      e.preventDefault();
      document.execCommand("insertText", false, "    ");
    } else if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      start();
    }
  });
  for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => showTab(b.dataset.tab));
  $("kind").addEventListener("change", renderOptions);
  $("start").addEventListener("click", () => start());
  $("cancel").addEventListener("click", cancel);
  $("coverage-of").addEventListener("change", () => renderLinesFor($("coverage-of").value));
  $("tree-scale").addEventListener("click", () => {
    state.treeFull = !state.treeFull;
    if (state.kind === "explore" && state.result) renderTree(state.result);
  });
  window.addEventListener("resize", () => { if (state.kind === "explore" && state.result && !state.treeFull) renderTree(state.result); });
  document.addEventListener("keydown", (e) => {
    if (!state.trace || e.target === $("source") || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowRight") stepTo(state.trace.pos + 1);
    if (e.key === "ArrowLeft") stepTo(state.trace.pos - 1);
  });
  try {
    state.kinds = await api("GET", "/api/kinds");
    for (const k of state.kinds) {
      $("kind").append(el("option", { value: k.kind, title: k.available ? k.description : k.reason }, k.kind + (k.available ? "" : " (n/a)")));
    }
    $("kind").value = state.kinds.some((k) => k.kind === "explore") ? "explore" : state.kinds[0].kind;
    const examples = await api("GET", "/api/examples");
    for (const name of Object.keys(examples).sort()) $("example").append(el("option", { value: name }, name));
    $("example").addEventListener("change", () => {
      const name = $("example").value;
      if (name) { $("source").value = examples[name]; updateGutter(); }
    });
    renderOptions();
    updateGutter();
    setStatus("ready", "idle");
    if (jobId) await openJob(jobId).catch((err) => showError(err.message));
    window.addEventListener("hashchange", () => {
      const id = new URLSearchParams(location.hash.slice(1)).get("job");
      if (id && (!state.jobId || id !== state.jobId) && !state.job) openJob(id).catch((err) => showError(err.message));
    });
  } catch (err) {
    setStatus("cannot reach the API: " + err.message + (state.token ? "" : " (open the page as /#token=TOKEN if the server needs one)"), "failed");
  }
}

// ---- jobs ------------------------------------------------------------------

// runJob submits one job, follows its progress into the log and returns
// the finished job.
async function runJob(kind, source, options) {
  const job = await api("POST", "/api/jobs", { kind, source, file: "snippet.py", options });
  state.job = { id: job.id, kind, source };
  // Every job has its own address: /#job=ID opens it again, as it opens a
  // job started with curl or by a coding agent over MCP.
  history.replaceState(null, "", location.pathname + "#job=" + encodeURIComponent(job.id));
  $("cancel").disabled = false;
  setStatus(kind + " " + job.status + "…", "running");
  await follow(job.id, (e) => {
    const text = e.type === "status" ? e.status + (e.message ? ": " + e.message : "") : e.message;
    $("log").append(el("li", {}, kind + " " + e.seconds.toFixed(2) + "s  " + text));
    $("log").scrollTop = $("log").scrollHeight;
    if (e.type === "status") setStatus(kind + " " + e.status + (e.message ? ": " + e.message : ""), e.status === "failed" || e.status === "cancelled" ? "failed" : "running");
  });
  const full = await api("GET", "/api/jobs/" + job.id);
  if (full.status !== "done") throw new Error(kind + " " + full.status + (full.error ? ": " + full.error : ""));
  return full;
}

function available(kind) {
  const k = state.kinds.find((x) => x.kind === kind);
  return k && k.available;
}

async function start(extraOptions) {
  const kind = $("kind").value;
  const source = $("source").value;
  const options = Object.assign(readOptions(), extraOptions || {});
  if (!extraOptions) state.feedback = [];
  $("log").replaceChildren();
  $("start").disabled = true;
  setStatus(kind + " submitting…", "running");
  const t0 = performance.now();
  try {
    let extra = null;
    if (kind === "debug" && available("trace")) {
      // The plan names steps of the trace: fetch the trace to step through.
      const topts = {};
      for (const k of ["call", "max_steps"]) if (options[k] !== undefined) topts[k] = options[k];
      extra = (await runJob("trace", source, topts)).result;
    }
    const full = await runJob(kind, source, options);
    state.jobId = full.id;
    const t1 = performance.now();
    show(kind, source, full.result, extra);
    const t2 = performance.now();
    state.timing = { total_ms: t2 - t0, draw_ms: t2 - t1, job_seconds: full.seconds || 0 };
    setStatus(kind + " done in " + (full.seconds || 0).toFixed(2) + " s (" + Math.round(t2 - t0) + " ms with the page, " + Math.round(t2 - t1) + " ms to draw)", "done");
  } catch (err) {
    showError(err.message, source);
  } finally {
    $("cancel").disabled = true;
    $("start").disabled = false;
    state.job = null;
  }
}

// showError puts a job's error where it is seen: the status line, a box
// above the results, and, when it names a line of the snippet (a syntax
// error reads "snippet.py:LINE: SyntaxError: ..."), that line marked.
function showError(message, source) {
  setStatus(message, "failed");
  const box = $("error");
  box.textContent = message;
  box.hidden = false;
  const m = /^[^\n]*?\.py:(\d+): /.exec(message);
  if (m && source !== undefined) {
    const lines = source.split("\n");
    if (lines.length && lines[lines.length - 1] === "") lines.pop();
    state.lines = lines;
    drawLines($("lines"), lines, { countable: [], covered: [], error: { line: Number(m[1]) } });
    showTab("lines");
  }
}

// openJob shows a job by its id (the page's address /#job=ID): its
// source and kind, its progress while it runs, then its result or error.
async function openJob(id) {
  let full = await api("GET", "/api/jobs/" + encodeURIComponent(id));
  $("source").value = full.source || "";
  updateGutter();
  if ([...$("kind").options].some((o) => o.value === full.kind)) { $("kind").value = full.kind; renderOptions(); }
  $("log").replaceChildren();
  if (full.status === "queued" || full.status === "running") {
    state.job = { id, kind: full.kind, source: full.source };
    $("cancel").disabled = false;
    setStatus(full.kind + " " + full.status + "…", "running");
    await follow(id, (e) => {
      const text = e.type === "status" ? e.status + (e.message ? ": " + e.message : "") : e.message;
      $("log").append(el("li", {}, full.kind + " " + e.seconds.toFixed(2) + "s  " + text));
    });
    full = await api("GET", "/api/jobs/" + encodeURIComponent(id));
    $("cancel").disabled = true;
    state.job = null;
  } else {
    for (const e of full.events || []) {
      const text = e.type === "status" ? e.status + (e.message ? ": " + e.message : "") : e.message;
      $("log").append(el("li", {}, full.kind + " " + (e.seconds || 0).toFixed(2) + "s  " + text));
    }
  }
  if (full.status !== "done") {
    showError("job " + id + " (" + full.kind + ") " + full.status + (full.error ? ": " + full.error : ""), full.source || "");
    return;
  }
  state.jobId = full.id;
  show(full.kind, full.source || "", full.result, null);
  setStatus(full.kind + " job " + id + " done in " + (full.seconds || 0).toFixed(2) + " s", "done");
}

async function cancel() {
  if (!state.job) return;
  try { await api("DELETE", "/api/jobs/" + state.job.id); } catch (err) { setStatus(err.message, "failed"); }
}

// show draws a job's result in every view it has something for.
function show(kind, source, result, extra) {
  $("error").hidden = true;
  state.result = result;
  state.source = source;
  state.kind = kind;
  state.selectedNode = null;
  $("json").textContent = JSON.stringify(result, null, 2);
  const lines = source.split("\n");
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  state.lines = lines;
  state.coverageSets = coverageSets(kind, result);
  const sel = $("coverage-of");
  sel.replaceChildren(...state.coverageSets.map((c, i) => el("option", { value: String(i) }, c.label)));
  renderLinesFor("0");
  if (kind === "explore") { showTab("tree"); renderTree(result); } else { clearTree(); }
  if (kind === "solve") { renderPaths(result); showTab("paths"); }
  if (kind === "debug") { showTab("trace"); renderTrace(extra, result); }
  if (kind === "trace") { showTab("trace"); renderTrace(result, null); }
  if (kind === "run") showTab("lines");
}

// ---- lines -----------------------------------------------------------------

// coverageSets lists the coverage a result can show: together and per prefix.
function coverageSets(kind, r) {
  if (!r) return [];
  if (kind === "run") {
    return [{ label: "this run (" + r.mode + ")", countable: r.countable_lines || [], covered: r.covered_lines || [], error: r.error, injections: r.injections || [] }];
  }
  if (kind === "explore") {
    const t = r.tree, o = r.outcome || {};
    const countable = t.countable_lines || [];
    const byLine = {};
    for (const p of o.p || []) for (const l of p.covered_lines || []) (byLine[l] = byLine[l] || []).push("#" + p.node);
    const sets = [{ label: "P together (" + (o.p || []).length + " prefixes, replayed)", countable, covered: o.covered_lines || [], notes: byLine }];
    for (const p of o.p || []) {
      sets.push({ label: "prefix #" + p.node + (p.node === t.p_best ? " (p_best)" : "") + ", replayed", countable, covered: p.covered_lines || [], error: p.error, file: p.file, offset: p.offset });
    }
    return sets;
  }
  const cov = r.countable_lines && r.covered_lines ? [{ label: kind, countable: r.countable_lines, covered: r.covered_lines, error: r.error }] : [];
  return cov;
}

function renderLinesFor(index) {
  const set = state.coverageSets[Number(index)];
  drawLines($("lines"), state.lines || [], set);
  fill($("lines-file"), set && set.file ? fileView("the file that was replayed (prefix + snippet, " + set.offset + " lines of prefix)", set.file) : null);
  const summary = $("coverage-summary");
  if (!set) { summary.textContent = ""; return; }
  const countable = new Set(set.countable);
  const covered = set.covered.filter((l) => countable.has(l)).length;
  summary.textContent = covered + " of " + countable.size + " countable lines covered (" + (countable.size ? (100 * covered / countable.size).toFixed(1) : "0") + "%)";
}

// drawLines fills table with the source, each line marked covered (+),
// not covered (-), raised (!) or not countable, with notes beside it.
function drawLines(table, lines, set, extra) {
  extra = extra || {};
  const countable = new Set(set ? set.countable : []);
  const covered = new Set(set ? set.covered : []);
  const errLine = set && set.error && set.error.line;
  const notes = {};
  for (const inj of (set && set.injections) || []) (notes[inj.line] = notes[inj.line] || []).push(el("span", { class: "inj", title: inj.kind + " " + inj.class }, inj.name + " = " + inj.value));
  for (const [l, ps] of Object.entries((set && set.notes) || {})) (notes[l] = notes[l] || []).push("covered by " + ps.join(", "));
  for (const [l, n] of Object.entries(extra.notes || {})) (notes[l] = notes[l] || []).push(...n);
  const rows = lines.map((text, i) => {
    const no = i + 1;
    let cls = "plain", mark = "";
    if (set && no === errLine) { cls = "raised"; mark = "!"; }
    else if (covered.has(no)) { cls = "covered"; mark = "+"; }
    else if (countable.has(no)) { cls = "uncovered"; mark = "-"; }
    if (extra.plan && extra.plan.has(no)) cls += " plan";
    if (extra.current === no) cls += " current";
    // Notes (injected values, which prefixes covered the line) follow the
    // code on its line, where they stay in view.
    return el("tr", { class: cls, "data-line": no },
      el("td", { class: "no" }, no), el("td", { class: "mark" }, mark),
      el("td", { class: "code" }, text || " ", notes[no] ? el("span", { class: "note" }, notes[no]) : null));
  });
  table.replaceChildren(...rows);
}

// ---- prefix tree -----------------------------------------------------------

function clearTree() {
  $("tree-scale").hidden = true;
  $("tree").replaceChildren();
  $("node-detail").replaceChildren();
  $("tree-hint").hidden = false;
}

function nodeCoverage(n, countable) {
  const c = new Set(countable);
  const k = (n.covered_lines || []).filter((l) => c.has(l)).length;
  return c.size ? k / c.size : 0;
}

// isForced: trees mark forcing prefixes ("forced": true, left out when
// false); a prefix that steers its stand-ins forces in any case.
function isForced(n) {
  return n.forced === true || (n.prefix || []).some((s) => s.includes("Stub._steer("));
}

// renderTree draws the prefix tree top-down: a node's children under it,
// leaves side by side, each parent centred over its children.
function renderTree(r) {
  const t = r.tree;
  const nodes = t.nodes || [];
  $("tree-hint").hidden = nodes.length > 0;
  const byId = new Map(nodes.map((n) => [n.node, n]));
  const kids = new Map([[0, []]]);
  for (const n of nodes) {
    const p = byId.has(n.parent) ? n.parent : 0;
    if (!kids.has(p)) kids.set(p, []);
    kids.get(p).push(n.node);
  }
  const W = 132, H = 62, GX = 14, GY = 34;
  const pos = new Map();
  let nextX = 0;
  let maxDepth = 0;
  const place = (id, depth) => {
    maxDepth = Math.max(maxDepth, depth);
    const ch = kids.get(id) || [];
    let x;
    if (!ch.length) { x = nextX; nextX += W + GX; }
    else {
      const xs = ch.map((c) => place(c, depth + 1));
      x = (xs[0] + xs[xs.length - 1]) / 2;
    }
    pos.set(id, { x, y: depth * (H + GY) });
    return x;
  };
  place(0, 0);
  const svgNS = "http://www.w3.org/2000/svg";
  const svg = $("tree");
  svg.replaceChildren();
  const width = Math.max(nextX, W) + 20, height = (maxDepth + 1) * (H + GY) + 20;
  // The tree fits its pane: scaled down to the pane's width (not below a
  // readable 40%, past which it scrolls); "1:1" shows it full size.
  const wrap = $("tree-wrap");
  const scale = state.treeFull ? 1 : Math.min(1, Math.max(0.4, ((wrap.clientWidth || width + 4) - 4) / width));
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("width", Math.round(width * scale));
  svg.setAttribute("height", Math.round(height * scale));
  state.treeScale = scale;
  const mk = (tag, attrs, text) => {
    const e = document.createElementNS(svgNS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const g0 = mk("g", { transform: "translate(10,10)" });
  svg.append(g0);
  for (const [p, ch] of kids) {
    const a = pos.get(p);
    if (!a) continue;
    for (const c of ch) {
      const b = pos.get(c);
      const y1 = a.y + H, y2 = b.y, ym = (y1 + y2) / 2;
      g0.append(mk("path", { class: "edge", d: `M${a.x + W / 2},${y1} C${a.x + W / 2},${ym} ${b.x + W / 2},${ym} ${b.x + W / 2},${y2}` }));
    }
  }
  const inP = new Set(t.p || []);
  const root = pos.get(0);
  const rg = mk("g", { class: "node root", transform: `translate(${root.x},${root.y})` });
  rg.append(mk("rect", { width: W, height: H }), mk("text", { x: 8, y: 18, class: "head" }, "snippet"),
    mk("text", { x: 8, y: 34 }, (t.countable_lines || []).length + " countable lines"),
    mk("text", { x: 8, y: 50 }, nodes.length + " prefixes tried"));
  g0.append(rg);
  for (const n of nodes) {
    const p = pos.get(n.node);
    const cov = nodeCoverage(n, t.countable_lines || []);
    const cls = ["node", n.error ? "error" : "ok", inP.has(n.node) ? "inP" : ""].join(" ");
    const g = mk("g", { class: cls, "data-node": n.node, transform: `translate(${p.x},${p.y})`, tabindex: 0 });
    const title = mk("title", {}, (n.note || "") + (n.error ? "\n" + n.error.type + ": " + n.error.message : ""));
    g.append(title, mk("rect", { width: W, height: H }));
    g.append(mk("text", { x: 8, y: 16, class: "head" }, "#" + n.node + (n.node === t.p_best ? " ★ p_best" : inP.has(n.node) ? " in P" : "")));
    g.append(mk("text", { x: 8, y: 31 }, "step " + n.step + " · " + n.proposer));
    g.append(mk("text", { x: 8, y: 46 }, Math.round(100 * cov) + "% · " + (n.error ? n.error.type : n.status)));
    if (isForced(n)) g.append(mk("text", { x: 8, y: 59, class: "forced" }, "forced"));
    else g.append(mk("text", { x: 8, y: 59 }, "not forced"));
    g.addEventListener("click", () => selectNode(n.node));
    g.addEventListener("keydown", (e) => { if (e.key === "Enter") selectNode(n.node); });
    g0.append(g);
  }
  if (t.p_best) {
    selectNode(t.p_best);
    const p = pos.get(t.p_best);
    wrap.scrollLeft = Math.max(0, (p.x + W / 2) * scale - wrap.clientWidth / 2);
  }
  $("tree-scale").textContent = state.treeFull ? "fit" : "1:1";
  $("tree-scale").hidden = false;
}

function selectNode(id) {
  const t = state.result.tree;
  const n = (t.nodes || []).find((x) => x.node === id);
  if (!n) return;
  state.selectedNode = id;
  for (const g of document.querySelectorAll("svg#tree .node")) g.classList.toggle("selected", g.dataset.node === String(id));
  const d = $("node-detail");
  const cov = nodeCoverage(n, t.countable_lines || []);
  const stmts = (n.prefix || []).map((s) => {
    const lines = s.split("\n");
    if (lines.length > 6) return el("details", {}, el("summary", {}, lines[0] + "  … " + lines.length + " lines"), el("pre", {}, s));
    return el("pre", {}, s);
  });
  const table = el("table", { class: "lines", id: "node-lines" });
  drawLines(table, state.lines, { countable: t.countable_lines || [], covered: n.covered_lines || [], error: n.error });
  fill(d,
    el("h3", {}, "Prefix #" + n.node),
    el("p", {},
      el("span", { class: "badge" }, "step " + n.step), el("span", { class: "badge" }, n.proposer),
      el("span", { class: "badge " + (n.error ? "bad" : "good") }, n.error ? n.error.type : n.status),
      el("span", { class: "badge" }, Math.round(100 * cov) + "% covered"),
      isForced(n) ? el("span", { class: "badge forced", title: "steers conditions: the path need not be feasible" }, "forced") : el("span", { class: "badge" }, "not forced"),
      n.parent ? el("span", { class: "kv" }, " parent #" + n.parent) : null),
    n.note ? el("p", { class: "kv" }, n.note) : null,
    n.error ? el("p", {}, "error: " + n.error.type + ": " + n.error.message + (n.error.line ? " (line " + n.error.line + ")" : "")) : null,
    el("h4", {}, "Prefix (" + (n.prefix || []).length + " statements)"),
    stmts.length ? stmts : el("p", { class: "kv" }, "(empty)"),
    (n.dropped || []).length ? el("details", {}, el("summary", {}, (n.dropped || []).length + " statements dropped because they raised"), el("pre", {}, n.dropped.join("\n"))) : null,
    el("h4", {}, "What it covered"),
    table);
}

// ---- solved paths ----------------------------------------------------------

// renderPaths shows each function's paths with their status, route and
// inputs, and the generated pytest file.
function renderPaths(r) {
  $("paths-hint").hidden = true;
  const parts = [];
  if (r.error) parts.push(el("p", { class: "badge bad" }, r.error));
  for (const f of r.functions || []) {
    const solved = (f.paths || []).filter((p) => p.status === "validated").length;
    parts.push(el("h3", {}, f.function + "(" + (f.params || []).join(", ") + ")"),
      el("p", { class: "kv" }, "line " + f.line + (f.types && f.types.length ? " · types " + f.types.join(", ") : "") + " · " + solved + " of " + (f.paths || []).length + " paths solved and validated"),
      f.error ? el("p", { class: "badge bad" }, f.error) : null);
    const rows = (f.paths || []).map((p, i) => el("tr", { class: "path " + p.status, "data-lines": (p.lines || []).join(" ") },
      el("td", {}, i + 1),
      el("td", {}, p.source),
      el("td", {}, el("code", {}, p.path)),
      el("td", {}, el("span", { class: "badge " + (p.status === "validated" ? "good" : "bad") }, p.status)),
      el("td", {}, p.route),
      el("td", {}, el("code", {}, p.input || "")),
      el("td", {}, el("code", {}, p.exc ? "raises " + p.exc : p.return !== undefined && p.return !== null ? "→ " + p.return : "")),
      el("td", {}, p.reason || "")));
    if (rows.length) {
      const shown = el("div", { class: "path-lines" });
      rows.forEach((row, i) => row.addEventListener("click", () => {
        const p = f.paths[i];
        for (const r of rows) r.classList.toggle("selected", r === row);
        const table = el("table", { class: "lines" });
        drawLines(table, state.lines || [], { countable: p.lines || [], covered: p.status === "validated" ? p.lines || [] : [] });
        fill(shown, el("h4", {}, "Path " + (i + 1) + " of " + f.function + ": the lines it runs" + (p.input ? ", with input " + p.input : "")), table);
      }));
      parts.push(el("table", { class: "grid paths" },
        el("tr", {}, ["#", "from", "path (line:branch)", "status", "route", "input", "observed", "reason"].map((h) => el("th", {}, h))), rows), shown);
    }
    if (f.tests) {
      const pre = el("pre", { class: "pytest" }, "loading " + f.tests + " …");
      jobFile(f.tests).then((text) => { pre.textContent = text; }, (err) => { pre.textContent = f.tests + " (" + err.message + ")"; });
      parts.push(el("h4", {}, "Generated pytest file"), pre);
    }
  }
  if (!parts.length) parts.push(el("p", { class: "hint" }, "No functions in this result."));
  fill($("paths"), parts);
}

// ---- trace -----------------------------------------------------------------

// renderTrace sets up stepping through a trace, with the debugging plan's
// steps highlighted and buttons that send feedback and plan again.
function renderTrace(trace, dbg) {
  $("trace-hint").hidden = true;
  const steps = (trace && trace.steps) || [];
  const plan = (dbg && dbg.plan) || [];
  state.trace = {
    steps, pos: 0, plan, dbg, file: trace && trace.files && trace.files[0],
    planSteps: new Set(plan.map((h) => h.step)),
    planLines: new Set(plan.map((h) => h.line)),
  };
  state.session = (dbg && dbg.session) || null;
  let start = steps.length - 1;
  if (dbg && dbg.output && dbg.output.step >= 0) start = dbg.output.step;
  stepTo(start);
}

// askPanel is the DebugPilot loop of `unstuck debug -i`: the step asked
// about with its values and the four answers. The server replays the
// answers on the job's own session (POST /api/jobs/ID/ask) and says where
// the loop stands; the trace moves to the step asked about next.
function askPanel() {
  const ses = state.session;
  if (!ses) return null;
  const answer = (a) => async () => {
    try {
      const v = await api("POST", "/api/jobs/" + encodeURIComponent(state.jobId) + "/ask", { answers: ses.answers.concat([a]) });
      state.session = v;
      const tr = state.trace;
      const k = v.step >= 0 ? tr.steps.findIndex((x, i) => (x.index ?? i) === v.step) : -1;
      stepTo(k >= 0 ? k : tr.pos);
    } catch (err) { setStatus(err.message, "failed"); }
  };
  if (ses.done || ses.step < 0) {
    return el("div", { id: "ask", class: "ask" }, el("h4", {}, "Questions"),
      el("p", { id: "ask-result", "data-line": ses.root ? ses.root.line : "" }, ses.root
        ? "root cause: " + ses.root.file + ":" + ses.root.line + " (step " + ses.root.step + "), after " + ses.questions + " answers"
        : "no step left to ask about"));
  }
  const vars = [...new Set([...(ses.reads || []), ...(ses.writes || [])].map((a) => a.var))];
  return el("div", { id: "ask", class: "ask", "data-step": ses.step },
    el("h4", {}, "Question " + (ses.questions + 1)),
    el("p", { id: "ask-question" }, "Is step " + ses.step + " right? " + ses.file + ":" + ses.line + (ses.func ? " in " + ses.func : "")),
    el("pre", {}, ses.code || ""),
    accessTable("read", ses.reads), accessTable("written", ses.writes),
    el("p", {},
      el("button", { type: "button", id: "ask-yes", onclick: answer("yes") }, "yes"),
      el("button", { type: "button", id: "ask-no", onclick: answer("no") }, "no"),
      vars.map((v) => el("button", { type: "button", class: "ask-var", onclick: answer(v + " is wrong") }, v + " is wrong")),
      el("button", { type: "button", id: "ask-root", onclick: answer("root cause here") }, "root cause here")),
    ses.error ? el("p", { class: "kv" }, ses.error) : null);
}

function accessTable(title, list) {
  if (!list || !list.length) return el("p", { class: "kv" }, title + ": none");
  return el("table", { class: "grid vars" }, el("tr", {}, el("th", { colspan: 2 }, title)),
    list.map((a) => el("tr", {}, el("td", {}, a.var), el("td", {}, el("code", {}, a.value ?? "")))));
}

function stepTo(i) {
  const tr = state.trace;
  if (!tr || !tr.steps.length) {
    fill($("trace"), el("p", { class: "hint" }, tr && tr.dbg ? "No trace to step through; the plan:" : "The trace has no steps."),
      tr && tr.dbg ? el("pre", {}, JSON.stringify(tr.dbg.plan, null, 2)) : null);
    return;
  }
  tr.pos = Math.max(0, Math.min(tr.steps.length - 1, i));
  const s = tr.steps[tr.pos];
  const idx = s.index ?? tr.pos;
  const inPlan = tr.planSteps.has(idx);
  const sameFile = !tr.file || !s.file || s.file === tr.file;
  const table = el("table", { class: "lines", id: "trace-lines" });
  drawLines(table, state.lines || [], null, { plan: tr.planLines, current: sameFile ? s.line : undefined });
  const planList = el("ol", { class: "plan" }, tr.plan.map((h) => el("li", {
    class: h.step === idx ? "active" : "", "data-step": h.step,
    onclick: () => stepTo(tr.steps.findIndex((x, k) => (x.index ?? k) === h.step)),
  }, "step " + h.step + ", line " + h.line + (h.func ? " in " + h.func : "") + (h.via ? " via " + h.via : "") + (h.means && h.means !== "trace" ? " (" + h.means + ")" : "") + " · sus " + (h.sus ?? 0).toFixed(2))));
  const again = (f) => () => {
    state.feedback.push(f);
    start({ feedback: state.feedback.slice() });
  };
  const dbg = tr.dbg;
  fill($("trace"),
    el("div", { class: "trace-bar" },
      el("button", { type: "button", id: "step-first", onclick: () => stepTo(0) }, "first"),
      el("button", { type: "button", id: "step-back", onclick: () => stepTo(tr.pos - 1), disabled: tr.pos === 0 }, "◀ back"),
      el("span", { id: "step-pos", "data-step": idx }, "step " + idx + " of " + tr.steps.length + " · line " + s.line + (s.func ? " in " + s.func : "") + (s.exception ? " · raised " + s.exception : "")),
      el("button", { type: "button", id: "step-forward", onclick: () => stepTo(tr.pos + 1), disabled: tr.pos === tr.steps.length - 1 }, "forward ▶"),
      el("button", { type: "button", id: "step-last", onclick: () => stepTo(tr.steps.length - 1) }, "last"),
      inPlan ? el("span", { class: "badge forced", id: "on-plan" }, "on the debugging plan") : null,
      dbg ? el("button", { type: "button", id: "feedback-correct", onclick: again({ step: idx, correct: true }) }, "step " + idx + " is correct") : null),
    dbg && state.feedback.length ? el("p", { class: "kv", id: "feedback-given" }, "feedback given: " + state.feedback.map((f) => f.correct ? "step " + f.step + " correct" : "variable " + f.var + " at step " + f.step + " wrong").join("; ")) : null,
    el("div", { class: "trace-cols" },
      el("div", {}, table),
      el("div", {},
        askPanel(),
        dbg ? [el("h4", {}, "Debugging plan"),
          el("p", { class: "kv" }, "from the " + (dbg.output.reason || "output") + " at step " + dbg.output.step + (dbg.root_cause ? " back to the predicted root cause, line " + dbg.root_cause.line : "")),
          tr.plan.length ? planList : el("p", { class: "kv" }, "empty plan")] : null,
        accessTable("read", s.reads), accessTable("written", s.writes),
        dbg && (s.writes || []).length ? el("p", {}, "Wrong value? ", (s.writes || []).map((a) =>
          el("button", { type: "button", class: "feedback-var", onclick: again({ step: idx, var: a.var }) }, a.var + " is wrong"))) : null)));
}

init();
