// Command unstuck makes code that cannot run on its own run, and explains
// what it did. This file is the command-line driver: it parses flags and
// hands the work to the engines under internal/.
package main

import (
	"fmt"
	"os"
)

const usage = `unstuck - run code that cannot run on its own, and explain what happened

usage:
  unstuck run [flags] FILE            run one Python file, show covered lines
  unstuck bench [flags] DIR|FILE...   run many files, write JSONL and a summary
  unstuck merge [flags] JOURNAL...    combine the journals of a sharded bench into one summary
  unstuck lines FILE                  print the countable lines of a file
  unstuck explore [flags] FILE        grow a tree of prefixes that make FILE run (Treefix)
  unstuck train [flags] [CORPUS...]   record real values of complete code, train the value predictor
  unstuck diff OLD.py NEW.py --call EXPR   same behaviour or semantics-changing, under the same injected values
  unstuck trace [flags] FILE          record steps, values, data/control dependencies
  unstuck debug [flags] FILE          plan from the failure back to its root cause
  unstuck mutate [flags] DIR --out D  single-line mutants with generated tests (debug benchmark)
  unstuck semcheck cpython|quixbugs   check that instrumentation keeps test outcomes
  unstuck paths [flags] FILE          control-flow graphs and bounded paths of FILE's functions
  unstuck solve [flags] FILE          inputs that drive each path of FILE's functions, validated by running
  unstuck serve [flags]               the workbench page and HTTP API on 127.0.0.1:8321
  unstuck mcp [flags]                 a Model Context Protocol server over stdio, for coding agents
  unstuck version                     the version (also --version)

Run 'unstuck COMMAND -h' for the flags of a command. Flags may come before
or after the file names ("--" ends them); FILE "-" is standard input.

Exit codes: 0 the code ran to its end; 1 the code raised, timed out or was
rejected; 2 unstuck itself failed or was misused.
`

func main() {
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	var code int
	stopProfile := startCPUProfile()
	switch os.Args[1] {
	case "run":
		code = cmdRun(os.Args[2:])
	case "bench":
		code = cmdBench(os.Args[2:])
	case "merge":
		code = cmdMerge(os.Args[2:])
	case "lines":
		code = cmdLines(os.Args[2:])
	case "explore":
		code = cmdExplore(os.Args[2:])
	case "train":
		code = cmdTrain(os.Args[2:])
	case "diff":
		code = cmdDiff(os.Args[2:])
	case "trace":
		code = cmdTrace(os.Args[2:])
	case "debug":
		code = cmdDebug(os.Args[2:])
	case "mutate":
		code = cmdMutate(os.Args[2:])
	case "semcheck":
		code = cmdSemcheck(os.Args[2:])
	case "paths":
		code = cmdPaths(os.Args[2:])
	case "solve":
		code = cmdSolve(os.Args[2:])
	case "serve":
		code = cmdServe(os.Args[2:])
	case "mcp":
		code = cmdMCP(os.Args[2:])
	case "version", "--version", "-version", "-V":
		fmt.Println(version())
	case "-h", "--help", "-help", "help":
		if len(os.Args) > 2 && os.Args[1] == "help" {
			// `unstuck help run` is `unstuck run -h`.
			os.Args = []string{os.Args[0], os.Args[2], "-h"}
			main()
		}
		fmt.Print(usage)
	default:
		fmt.Fprintf(os.Stderr, "unstuck: unknown command %q\n\n%s", os.Args[1], usage)
		code = 2
	}
	stopProfile()
	os.Exit(code)
}
