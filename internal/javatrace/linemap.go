// Phase: debug, inputs and outputs (Java). The line map between a buggy
// and a fixed Java source (an LCS over stripped lines) and the lines of the
// buggy one the fix touched: changed or deleted code lines, or, for a pure
// insertion, the code lines around it. Comments and blank lines never count.
package javatrace

import "strings"

// LineMap maps the lines of a to the lines of b holding the same code and
// lists the lines of a the edit touched.
func LineMap(a, b []byte) (map[int]int, []int) {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	ka, kb := keys(la), keys(lb)
	n, m := len(ka), len(kb)
	dp := make([][]int32, n+1)
	for i := range dp {
		dp[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			switch {
			case ka[i] == kb[j]:
				dp[i][j] = dp[i+1][j+1] + 1
			case dp[i+1][j] >= dp[i][j+1]:
				dp[i][j] = dp[i+1][j]
			default:
				dp[i][j] = dp[i][j+1]
			}
		}
	}
	mp := map[int]int{}
	touched := map[int]bool{}
	code := func(k int) bool { return k >= 0 && k < n && isCode(ka[k]) }
	// Hunks of a's lines [a0, a1) replaced by b's that insert code.
	type hunk struct {
		a0, a1 int
		ins    bool
	}
	var hunks []hunk
	var h *hunk
	i, j := 0, 0
	for i < n || j < m {
		if i < n && j < m && ka[i] == kb[j] {
			mp[i+1] = j + 1
			i++
			j++
			if h != nil {
				hunks = append(hunks, *h)
				h = nil
			}
			continue
		}
		if h == nil {
			h = &hunk{a0: i, a1: i}
		}
		if j < m && (i == n || dp[i][j+1] >= dp[i+1][j]) {
			h.ins = h.ins || isCode(kb[j])
			j++
		} else {
			i++
			h.a1 = i
		}
	}
	if h != nil {
		hunks = append(hunks, *h)
	}
	for _, h := range hunks {
		del := false
		for k := h.a0; k < h.a1; k++ {
			if code(k) {
				touched[k+1] = true
				del = true
			}
		}
		if del || !h.ins {
			continue
		}
		// A pure insertion: the code lines around it.
		for k := h.a0 - 1; k >= 0; k-- {
			if code(k) {
				touched[k+1] = true
				break
			}
		}
		for k := h.a1; k < n; k++ {
			if code(k) {
				touched[k+1] = true
				break
			}
		}
	}
	var out []int
	for l := 1; l <= n; l++ {
		if touched[l] {
			out = append(out, l)
		}
	}
	return mp, out
}

func keys(ls []string) []string {
	out := make([]string, len(ls))
	inBlock := false
	for i, l := range ls {
		s := strings.TrimSpace(l)
		if inBlock {
			if k := strings.Index(s, "*/"); k >= 0 {
				inBlock = false
				s = strings.TrimSpace(s[k+2:])
			} else {
				s = ""
			}
		}
		if strings.HasPrefix(s, "/*") {
			if k := strings.Index(s, "*/"); k >= 0 {
				s = strings.TrimSpace(s[k+2:])
			} else {
				inBlock = true
				s = ""
			}
		}
		if strings.HasPrefix(s, "//") {
			s = ""
		}
		// Java does not care about spaces between tokens; neither does the map.
		out[i] = strings.Join(strings.Fields(s), "")
	}
	return out
}

// isCode: a line with more than punctuation (a lone brace is not a change
// worth naming), and not the package declaration.
func isCode(s string) bool {
	return strings.Trim(s, "{}(); \t") != "" && !strings.HasPrefix(s, "package") && !strings.HasPrefix(s, "import")
}
