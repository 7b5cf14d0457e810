package javatrace

import (
	"fmt"
	"os"
	"testing"
)

func TestScratchIns(t *testing.T) {
	for _, n := range []string{"WRAP", "SHUNTING_YARD", "REVERSE_LINKED_LIST"} {
		src, _ := os.ReadFile("/work/shared/datasets/quixbugs/java_programs/" + n + ".java")
		ran := map[int]bool{}
		var uni []int
		for l := 1; l < 60; l++ {
			ran[l] = true
			uni = append(uni, l)
		}
		ms := Insertions(src, ran, uni, func(int) float64 { return 0 }, 10, 60)
		fmt.Println(n, len(ms))
		for _, m := range ms {
			fmt.Println("  ", m.Line, m.Op)
		}
	}
}

func TestScratchLine(t *testing.T) {
	for _, l := range []string{
		`            return a.charAt(0) + longest_common_subsequence(a.substring(1), b);`,
		`                longest = length + 1;`,
		`                        int insert_value = dp.get(i-1).get(j) + 1;`,
		`        while (arr[i] < x) {`,
	} {
		for _, m := range LineMutants(l, "a", "b", "longest", "length", "i", "j", "x", "dp", "arr") {
			if m.Op != "variable" {
				fmt.Println(m.Op, "|", m.Text)
			}
		}
	}
}
