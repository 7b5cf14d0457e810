// unstuck serve: the workbench page and the HTTP API over the same engines
// as the commands (see engines.go and internal/serve).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"

	"unstuck/internal/engine"
	"unstuck/internal/serve"
)

func cmdServe(args []string) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var xf exploreFlags
	xf.register(fs)
	addr := fs.String("addr", "127.0.0.1:8321", "address to listen on; anything but loopback needs --allow-remote and a token")
	remote := fs.Bool("allow-remote", false, "allow listening beyond loopback (a bearer token is then required)")
	token := fs.String("token", os.Getenv("UNSTUCK_TOKEN"), "bearer token required on every API request (env UNSTUCK_TOKEN)")
	workers := fs.Int("workers", 2, "jobs running at once")
	queue := fs.Int("queue", 16, "jobs waiting at most; more are refused with 503")
	jobTimeout := fs.Duration("job-timeout", 5*time.Minute, "wall-clock limit of one job")
	maxRequest := fs.Int64("max-request", 2<<20+64<<10, "largest request body in bytes")
	keep := fs.String("out", "", "keep the files jobs write (prefix files, generated tests) here, one directory per job (default: a temporary directory, removed with each job)")
	examples := fs.String("examples", "examples", "directory whose .py files the page offers as examples (skipped when missing)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck serve [flags]

Serves the workbench page and the HTTP API (POST /api/jobs, GET
/api/jobs/ID, GET /api/jobs/ID/events, DELETE /api/jobs/ID) on
127.0.0.1:8321. Jobs run in the same sandbox and limits as the commands;
the run and explore flags below are the server's defaults and limits.`)
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
		fmt.Fprintln(os.Stderr, "unstuck serve:", err)
		return 2
	}
	files := *keep
	if files != "" {
		if files, err = ownDir(files); err != nil {
			fmt.Fprintln(os.Stderr, "unstuck serve: --out:", err)
			return 2
		}
	}
	defer env.Close()
	ex := env.Exec
	ln, err := serve.Listen(*addr, *remote, *token)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck serve:", err)
		return 2
	}
	s := serve.New(serve.Config{
		Engines: served(env, engine.All()), Workers: *workers, Queue: *queue, JobTimeout: *jobTimeout,
		MaxRequest: *maxRequest, Token: *token, Examples: loadExamples(*examples), FilesDir: files,
	})
	hs := &http.Server{Handler: s.Handler(), ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		s.Close() // cancels running jobs: their sandboxes end
		hs.Shutdown(sctx)
	}()
	url := "http://" + ln.Addr().String() + "/"
	if *token != "" {
		url += "#token=TOKEN"
	}
	fmt.Fprintf(os.Stderr, "unstuck serve: %s (%d workers, queue %d, job limit %s, sandbox %s)\n", url, *workers, *queue, *jobTimeout, ex.Sandbox().Describe())
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "unstuck serve:", err)
		return 2
	}
	return 0
}

// loadExamples reads the small .py files of dir, by name.
func loadExamples(dir string) map[string]string {
	out := map[string]string{}
	files, _ := filepath.Glob(filepath.Join(dir, "*.py"))
	sort.Strings(files)
	for _, f := range files {
		st, err := os.Stat(f)
		if err != nil || st.Size() > 64<<10 {
			continue
		}
		if b, err := os.ReadFile(f); err == nil {
			out[strings.TrimSuffix(filepath.Base(f), ".py")] = string(b)
		}
	}
	return out
}
