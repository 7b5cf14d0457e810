package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"unstuck/internal/lines"
	"unstuck/internal/pyparse"
)

func main() {
	f, _ := os.Open(os.Args[1])
	rows, _ := csv.NewReader(f).ReadAll()
	ok, n := 0, 0
	for _, r := range rows[1:] {
		src, err := os.ReadFile(filepath.Join(os.Args[2], r[0]))
		if err != nil {
			continue
		}
		n++
		want, _ := strconv.Atoi(r[1])
		t, err := pyparse.Parse(src)
		if err != nil {
			fmt.Println("ERR", r[0], err)
			continue
		}
		got := len(lines.Compute(t).Units)
		if got == want {
			ok++
		} else {
			fmt.Println("MISMATCH", r[0], "want", want, "got", got, "err", t.HasError())
		}
	}
	fmt.Println(ok, "/", n)
}
