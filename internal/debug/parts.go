// Phase: debug, localization without a fixed version: the parts of a
// script's failing check. A script has one check, so every mutant that
// changes anything "changes the failure" and Metallaxis's kill is the
// same on every line of the slice. But `assert result == {...}` checks
// many values at once, some of them right: the tracer reports, per part
// of the expected value, whether the run has it right (tracer.py's
// _leaves). A mutant that changes a wrong part and no right one is a
// kill the way a test only it fails is; one that also breaks a right
// part is a line the right results go through too; one that puts a
// wrong part right without breaking another is a partial repair (Xuan
// and Monperrus's test case purification, at the level of values).
package debug

import "unstuck/internal/trace"

// checkParts is the unchanged run's parts of the one failing check.
type checkParts struct {
	base         []int
	wrong, right int
}

// newCheckParts: the parts of a script's failing check, nil when there
// are fewer than two or none is wrong.
func newCheckParts(base trace.TestOutcome) *checkParts {
	if len(base.Parts) < 2 {
		return nil
	}
	p := &checkParts{base: base.Parts}
	for _, v := range base.Parts {
		if v != 0 {
			p.wrong++
		} else {
			p.right++
		}
	}
	if p.wrong == 0 {
		return nil
	}
	return p
}

// partsMove is what a mutant did to the check's parts.
type partsMove struct {
	fixed   int // wrong parts it put right
	broke   int // right parts it made wrong
	changed int // wrong parts it changed and left wrong
}

// move compares a mutant's outcome of the check with the unchanged run's.
// A mutant that ends otherwise (an exception, another assertion) has lost
// every part: the right ones broken, the wrong ones changed. (Taking such
// a mutant as a plain change of the failure instead was measured worse on
// the dev sets: nearly every line has a mutant that raises, so every
// line's best kill went back to 1.)
func (p *checkParts) move(o trace.TestOutcome) partsMove {
	if o.Pass {
		return partsMove{fixed: p.wrong}
	}
	if len(o.Parts) != len(p.base) {
		return partsMove{broke: p.right, changed: p.wrong}
	}
	var m partsMove
	for i, b := range p.base {
		v := o.Parts[i]
		switch {
		case b != 0 && v == 0:
			m.fixed++
		case b == 0 && v != 0:
			m.broke++
		case b != 0 && v != b:
			m.changed++
		}
	}
	return m
}
