package explore

// Phase: explore, the snippet's environment: files and directories the
// prefix makes, shaped by what the snippet reads.

import (
	"reflect"
	"testing"
)

// A configuration file the snippet reads holds the sections and options it
// asks the parser for (a generic "[section] key = value" file raises
// NoSectionError at the first get).
func TestConfigFileHoldsWhatIsRead(t *testing.T) {
	fullAndFree(t, "config_reads.py")
}

// A file-system function imported by itself (`from shutil import
// copytree`) gets the same environment as when called through its module:
// its source is a directory the prefix makes.
func TestImportedPathFunctionGetsItsDirectory(t *testing.T) {
	fullAndFree(t, "imported_path_func.py")
}

// A real library function that rejects the made-up argument keeps its
// import: the repair gives the argument other shapes (plain numbers among
// them), never the imported module a string or a number.
func TestRepairKeepsTheRealImport(t *testing.T) {
	fullAndFree(t, "library_args.py")
}

func TestImportBound(t *testing.T) {
	got := importBound([]string{"import pandas as pd", "import os.path, sys", "from a.b import (c as d, e)", "x = 1", "import atexit, itertools\natexit.register(f)", "from m import *"})
	want := map[string]bool{"pd": true, "os": true, "sys": true, "d": true, "e": true, "atexit": true, "itertools": true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("importBound = %v, want %v", got, want)
	}
}
