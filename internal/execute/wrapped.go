// Phase: execute. A cut-out body that does not compile as a module (await
// or return at module level, a bare method body ...) runs inside the
// wrapper internal/wrap generates, in every mode, with its lines mapped
// back to the file's own: run, lexecutor, bench and explore agree on what
// such a file covers.
package execute

import (
	"bytes"
	"context"
	"os"

	"unstuck/internal/wrap"
)

// RunFileWrapped runs path in mode m, inside internal/wrap's wrapper when
// the file needs one; the wrapper (nil when none) says what was done.
func (e *Executor) RunFileWrapped(ctx context.Context, path string, m Mode) (*Result, *wrap.Wrapped) {
	st, err := os.Stat(path)
	if err != nil || st.Size() > MaxSourceBytes {
		return e.RunFileMode(ctx, path, m), nil // its errors, without reading a huge file
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return e.RunFileMode(ctx, path, m), nil
	}
	return e.RunWrapped(ctx, path, src, m)
}

// RunWrapped runs src, named file, in mode m, inside internal/wrap's
// wrapper when it needs one.
func (e *Executor) RunWrapped(ctx context.Context, file string, src []byte, m Mode) (*Result, *wrap.Wrapped) {
	if Check(src) != nil {
		return e.RunMode(ctx, file, src, m), nil
	}
	table, tree, err := Table(src)
	if err != nil {
		return e.RunMode(ctx, file, src, m), nil
	}
	w := wrap.Wrap(src, tree, nil)
	if w == nil {
		return e.RunMode(ctx, file, src, m), nil
	}
	r := e.RunMode(ctx, file, w.Source(), m)
	off, countable := w.Offset(), table.Lines()
	want := map[int]bool{}
	for _, l := range countable {
		want[l] = true
	}
	covered := []int{}
	for _, l := range r.CoveredLines {
		if want[l-off] {
			covered = append(covered, l-off)
		}
	}
	if r.Error != nil && r.Error.Line != nil {
		l := *r.Error.Line - off
		r.Error.Line = &l
	}
	for i := range r.Injections {
		r.Injections[i].Line -= off
	}
	for i, l := range r.Reverted {
		r.Reverted[i] = l - off
	}
	r.SourceLines = bytes.Count(src, []byte{'\n'})
	if len(src) > 0 && src[len(src)-1] != '\n' {
		r.SourceLines++
	}
	r.CountableLines, r.CoveredLines = countable, covered
	r.Countable, r.Covered, r.Coverage = len(countable), len(covered), 0
	if len(countable) > 0 {
		r.Coverage = float64(len(covered)) / float64(len(countable))
	}
	return r, w
}
