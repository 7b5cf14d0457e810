package explore

// Phase: explore, step 1 without an LLM. The levels of a frame's
// MultiIndex, read off the keys the snippet selects it by: a .loc key
// whose row part is a tuple (dfmi.loc[("a", "one"), ...]), an IndexSlice
// (idx[:, :, ["C1", "C3"]]) or, through loc(axis=0), the whole key, has
// as many row levels as parts, with the strings at each position among
// that level's labels; the column part likewise for the columns. pandas
// refuses a key of three levels on an index of one, so a flat frame
// fails where the snippet's own would not.

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// levelLabels are the labels of each level of one axis (nil: not a
// MultiIndex by the keys).
type levelLabels [][]string

// add merges the parts of one key into the levels.
func (l *levelLabels) add(t *pyparse.Tree, parts []*pyparse.Node) {
	if len(parts) < 2 {
		return
	}
	for len(*l) < len(parts) {
		*l = append(*l, nil)
	}
	for i, p := range parts {
		for _, e := range elements(t, p) {
			if s := literalString(t, e); s != "" && !slices.Contains((*l)[i], s) {
				(*l)[i] = append((*l)[i], s)
			}
		}
	}
}

// keyParts are the parts of a multi-level key: a tuple's items, or an
// IndexSlice's (idx[:, "foo"], pd.IndexSlice[...]); nil for another key.
func keyParts(t *pyparse.Tree, k *pyparse.Node) []*pyparse.Node {
	if k == nil {
		return nil
	}
	switch k.Type() {
	case "parenthesized_expression":
		if k.NamedChildCount() == 1 {
			return keyParts(t, k.NamedChild(0))
		}
	case "tuple", "expression_list":
		return pyparse.Children(k)
	case "subscript":
		ks := pyparse.Children(k)[1:]
		if len(ks) == 1 && (ks[0].Type() == "tuple" || ks[0].Type() == "expression_list") {
			ks = pyparse.Children(ks[0])
		}
		if len(ks) > 1 {
			return ks
		}
	}
	return nil
}

// eachLoc calls f with the key parts of every .loc subscript of the
// frames named (df.loc["a", "B"]: two parts; df.loc[["a", "b"]]: one);
// whole when the key is the rows' alone (loc(axis=0)[...]).
func eachLoc(t *pyparse.Tree, names []string, f func(keys []*pyparse.Node, whole bool)) {
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "subscript" {
			return true
		}
		v := n.ChildByFieldName("value")
		if v == nil {
			return true
		}
		whole := false // loc(axis=0)[...]: the key is the rows'
		if v.Type() == "call" {
			whole = strings.Contains(t.Text(v.ChildByFieldName("arguments")), "axis=0")
			v = v.ChildByFieldName("function")
		}
		if v == nil || v.Type() != "attribute" || t.Text(v.ChildByFieldName("attribute")) != "loc" {
			return true
		}
		if o := v.ChildByFieldName("object"); o == nil || !slices.Contains(names, t.Text(o)) {
			return true
		}
		keys := pyparse.Children(n)[1:]
		if len(keys) == 1 && (keys[0].Type() == "tuple" || keys[0].Type() == "expression_list") {
			keys = pyparse.Children(keys[0])
		}
		f(keys, whole)
		return true
	})
}

// locLevels reads the row and column levels of the frames named (a name
// and those made from it) from their .loc keys.
func locLevels(t *pyparse.Tree, names []string) (rows, cols levelLabels) {
	var rowsFirst, colsFirst []string
	eachLoc(t, names, func(keys []*pyparse.Node, whole bool) {
		if whole {
			rows.add(t, keys)
			return
		}
		if len(keys) >= 1 {
			rows.add(t, keyParts(t, keys[0]))
			rowsFirst = append(rowsFirst, literalString(t, keys[0]))
		}
		if len(keys) == 2 {
			cols.add(t, keyParts(t, keys[1]))
			colsFirst = append(colsFirst, literalString(t, keys[1]))
		}
	})
	// A plain label beside keys of several levels (dfmi.loc["A1", ...]
	// where another key is ("A1", "B0")) selects by the first level.
	rows.first(rowsFirst)
	cols.first(colsFirst)
	return rows, cols
}

// locRowLabels are the string labels a list in the row part of a .loc
// key names (df2.loc[["a", "c", "h"], ["one", "timestamp"]] = np.nan,
// with df2 = df.copy()): pandas wants every one of them among the rows,
// read or stored alike, and a frame made from another keeps its rows.
func locRowLabels(t *pyparse.Tree, names []string) []string {
	var out []string
	eachLoc(t, names, func(keys []*pyparse.Node, whole bool) {
		if whole || len(keys) == 0 || keys[0].Type() != "list" {
			return
		}
		for _, e := range pyparse.Children(keys[0]) {
			if s := literalString(t, e); s != "" && e.Type() == "string" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	})
	return out
}

// first adds labels to a multi-level axis's first level.
func (l levelLabels) first(labels []string) {
	if len(l) < 2 {
		return
	}
	for _, s := range labels {
		if s != "" && !slices.Contains(l[0], s) {
			l[0] = append(l[0], s)
		}
	}
}

// product is the from_product call of the levels, each level's labels
// sorted (slicing a MultiIndex wants it sorted) and at least two.
func (l levelLabels) product() (string, int) {
	size := 1
	var parts []string
	for _, labels := range l {
		ls := append([]string{}, labels...)
		for _, fill := range []string{"a", "b"} {
			if len(ls) < 2 && !slices.Contains(ls, fill) {
				ls = append(ls, fill)
			}
		}
		sort.Strings(ls)
		size *= len(ls)
		parts = append(parts, "["+strings.Join(quoteAll(ls), ", ")+"]")
	}
	return "pd.MultiIndex.from_product([" + strings.Join(parts, ", ") + "])", size
}

// multiFrame is a frame with the MultiIndexes its .loc keys need, ""
// when they need none; flat columns are named cols.
func multiFrame(rows, cols levelLabels, flat []string) string {
	if len(rows) < 2 && len(cols) < 2 {
		return ""
	}
	nrows, index := 6, ""
	if len(rows) >= 2 {
		index, nrows = rows.product()
	}
	ncols, columns := len(flat), "["+strings.Join(quoteAll(flat), ", ")+"]"
	if len(cols) >= 2 {
		columns, ncols = cols.product()
	}
	if ncols == 0 || nrows*ncols > 4096 {
		return ""
	}
	data := make([]string, nrows)
	for i := range data {
		row := make([]string, ncols)
		for j := range row {
			row[j] = strconv.Itoa(i*ncols+j) + ".0"
		}
		data[i] = "[" + strings.Join(row, ", ") + "]"
	}
	out := "pd.DataFrame([" + strings.Join(data, ", ") + "]"
	if index != "" {
		out += ", index=" + index
	}
	return out + ", columns=" + columns + ")"
}
