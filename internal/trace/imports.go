// Phase: trace, which files are the user's. A program is traced in its own
// files, not in the libraries it uses: the script and, transitively, every
// module it imports that resolves to a .py file of the user's tree (the
// script's directory, or --root). Resolution is static (tree-sitter), as
// Python's import system would find them from sys.path[0] and the working
// directory; whatever resolves elsewhere (the standard library,
// site-packages) is a library.
package trace

import (
	"os"
	"path/filepath"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// maxLocalModules bounds the traced files of one program.
const maxLocalModules = 64

// LocalModules lists the .py files of the tree at root that script
// (relative to root) imports, directly or through other such files,
// relative to root and sorted; the script itself is not listed.
func LocalModules(root, script string) []string {
	seen := map[string]bool{filepath.Clean(script): true}
	todo := []string{filepath.Clean(script)}
	scriptDir := filepath.Dir(filepath.Clean(script))
	var out []string
	for len(todo) > 0 && len(out) < maxLocalModules {
		f := todo[0]
		todo = todo[1:]
		src, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			continue
		}
		for _, m := range importedBy(src) {
			var bases []string
			name := m.name
			if m.dots > 0 {
				// Relative: from the importing file's package, up dots-1 levels.
				d := filepath.Dir(f)
				for k := 1; k < m.dots; k++ {
					d = filepath.Dir(d)
				}
				bases = []string{d}
			} else {
				// sys.path[0] is the script's directory; the working directory
				// (root) comes next.
				bases = []string{scriptDir, "."}
			}
			for _, b := range bases {
				for _, p := range resolveModule(root, b, name) {
					if !seen[p] {
						seen[p] = true
						out = append(out, p)
						todo = append(todo, p)
					}
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// resolveModule finds the files a dotted module name loads from base (the
// packages' __init__.py on the way and the module itself); nil when the
// first part is not in base.
func resolveModule(root, base, name string) []string {
	if name == "" {
		// `from . import x`: the package itself.
		p := filepath.Join(base, "__init__.py")
		if isFile(filepath.Join(root, p)) {
			return []string{filepath.Clean(p)}
		}
		return nil
	}
	var out []string
	d := base
	parts := strings.Split(name, ".")
	for _, part := range parts {
		pkg := filepath.Join(d, part)
		if init := filepath.Join(pkg, "__init__.py"); isFile(filepath.Join(root, init)) {
			out = append(out, filepath.Clean(init))
			d = pkg
			continue
		}
		if mod := pkg + ".py"; isFile(filepath.Join(root, mod)) {
			out = append(out, filepath.Clean(mod))
			return out
		}
		// A namespace package, or a name that is not a module (a class
		// imported from a package): what was found so far.
		if st, err := os.Stat(filepath.Join(root, pkg)); err == nil && st.IsDir() {
			d = pkg
			continue
		}
		return out
	}
	return out
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

type importRef struct {
	name string // dotted module name, "" for `from . import x`
	dots int    // leading dots of a relative import
}

// importedBy lists the modules a source imports: `import a.b` gives a.b,
// `from m import x, y` gives m, m.x and m.y (x may be a submodule).
func importedBy(src []byte) []importRef {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil
	}
	var out []importRef
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "import_statement":
			for _, c := range pyparse.Children(n) {
				if c.Type() == "aliased_import" {
					c = c.ChildByFieldName("name")
				}
				if c != nil && c.Type() == "dotted_name" {
					out = append(out, importRef{name: t.Text(c)})
				}
			}
			return false
		case "import_from_statement":
			m := n.ChildByFieldName("module_name")
			if m == nil {
				return false
			}
			base := importRef{}
			switch m.Type() {
			case "dotted_name":
				base.name = t.Text(m)
			case "relative_import":
				for _, c := range pyparse.Children(m) {
					switch c.Type() {
					case "import_prefix":
						base.dots = strings.Count(t.Text(c), ".")
					case "dotted_name":
						base.name = t.Text(c)
					}
				}
			default:
				return false
			}
			out = append(out, base)
			for _, c := range pyparse.Children(n) {
				if c.StartByte() == m.StartByte() {
					continue
				}
				if c.Type() == "aliased_import" {
					c = c.ChildByFieldName("name")
				}
				if c != nil && c.Type() == "dotted_name" {
					sub := base
					if sub.name != "" {
						sub.name += "."
					}
					sub.name += t.Text(c)
					out = append(out, sub)
				}
			}
			return false
		}
		return true
	})
	return out
}
