// unstuck mcp: the engines as Model Context Protocol tools over stdio, for
// coding agents (see engines.go and internal/mcp).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"unstuck/internal/engine"
	"unstuck/internal/mcp"
)

func cmdMCP(args []string) int {
	fs := flag.NewFlagSet("mcp", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var xf exploreFlags
	xf.register(fs)
	workers := fs.Int("workers", 2, "tool calls running at once; more wait")
	keep := fs.String("out", "private", "directory where the files tools write (prefix files, generated tests) are kept, one directory per call; \"private\": a new directory only this server can enter, made at start under $XDG_CACHE_HOME/unstuck; \"\": removed after the call")
	root := fs.String("root", "", "tools' path arguments may name files under this directory only (default: none, tools take source text)")
	jobTimeout := fs.Duration("job-timeout", 5*time.Minute, "wall-clock limit of one tool call")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck mcp [flags]

A Model Context Protocol server on stdin/stdout with the tools run,
explore, solve and debug. Each takes {"source": CODE} or {"path": FILE}
and "options"; its result is the JSON the command of the same name prints
with --json. Jobs run in the same sandbox and limits as the commands; the
flags below are the server's defaults and limits.`)
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 0, 0, "no arguments") {
		return 2
	}
	env, err := serverEnv(ef, xf, "")
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck mcp:", err)
		return 2
	}
	defer env.Close()
	out, err := serverOutDir(*keep, "mcp")
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck mcp:", err)
		return 2
	}
	if out != "" {
		fmt.Fprintln(os.Stderr, "unstuck mcp: files tools write are kept under", out)
	}
	env.Keep = out
	s, err := mcp.NewServer(served(env, engine.All()), mcp.Options{Workers: *workers, JobTimeout: *jobTimeout, Root: *root})
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck mcp:", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := s.Run(ctx, &sdk.StdioTransport{}); err != nil && ctx.Err() == nil {
		fmt.Fprintln(os.Stderr, "unstuck mcp:", err)
		return 2
	}
	return 0
}
