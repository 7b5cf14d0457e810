package explore

// Phase: explore, the snippet's environment: files and directories the
// prefix makes, shaped by what the snippet reads.

import "testing"

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
