package explore

// Phase: explore, step 1 without an LLM (real pandas values shaped by
// their uses). The labels a frame's drop removes along its rows: pandas'
// DataFrame.drop takes row labels unless its axis says columns
// (drop(labels, axis=0) is the default, drop(index=...) names rows,
// drop(columns=...) and axis=1 columns), and it raises KeyError for a
// label the axis lacks. A frame built with every string the snippet
// names as a column fails at df.drop(["a", "d"], axis=0).

import (
	"slices"

	"unstuck/internal/pyparse"
)

// dropRowLabels are the string labels the snippet drops from name's rows
// (name.drop("a"), name.drop(["a", "d"], axis=0), name.drop(index="a")).
func dropRowLabels(t *pyparse.Tree, name string) []string {
	var out []string
	add := func(n *pyparse.Node) {
		vals := []*pyparse.Node{n}
		if n.Type() == "list" || n.Type() == "tuple" {
			vals = pyparse.Children(n)
		}
		for _, v := range vals {
			if s := literalString(t, v); s != "" && v.Type() == "string" && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		f := n.ChildByFieldName("function")
		if f == nil || f.Type() != "attribute" || t.Text(f.ChildByFieldName("attribute")) != "drop" {
			return true
		}
		if o := f.ChildByFieldName("object"); o == nil || o.Type() != "identifier" || t.Text(o) != name {
			return true
		}
		args := n.ChildByFieldName("arguments")
		if args == nil {
			return true
		}
		var labels *pyparse.Node
		rows := true
		pos := 0
		for _, a := range pyparse.Children(args) {
			if a.Type() == "keyword_argument" {
				k, v := t.Text(a.ChildByFieldName("name")), a.ChildByFieldName("value")
				switch k {
				case "labels":
					labels = v
				case "index":
					add(v)
				case "axis":
					rows = rowsAxis(t, v)
				}
				continue
			}
			switch pos {
			case 0:
				labels = a
			case 1:
				rows = rowsAxis(t, a) // the old positional axis: drop("c", 1)
			}
			pos++
		}
		if labels != nil && rows {
			add(labels)
		}
		return true
	})
	return out
}

// rowsAxis: an axis argument that names the rows (0, "index", "rows");
// anything else (1, "columns", a name) is not known to.
func rowsAxis(t *pyparse.Tree, v *pyparse.Node) bool {
	if v == nil {
		return false
	}
	switch v.Type() {
	case "integer":
		return t.Text(v) == "0"
	case "string":
		s := literalString(t, v)
		return s == "index" || s == "rows"
	}
	return false
}
