// Go's own time for bench/template.ts: text/template parse + execute of the same templates and
// data, as Landscaper's GoTemplate executor does it (New, Funcs, missingkey=zero, Parse, Execute
// per execution; include reads a file and parses and executes it anew). Standard library only:
// Sprig's dependencies cannot be fetched offline, so the few Sprig functions the templates use
// are written here with Sprig's signatures and behaviour (default, quote, trunc, lower, indent,
// nindent, toJson). Go registers only these, not Sprig's 200, which makes each Parse cheaper
// for Go than Landscaper's real one.
//
// Usage: main DIR ITERATIONS — DIR holds data.json and the templates (*.tmpl, the entry points,
// and include files). Prints one JSON line per entry template: ns per parse + execute, per
// parse, per execute, and the output, so the bench can check both engines agree.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"text/template"
	"time"
)

var files = map[string]string{}

func empty(given interface{}) bool {
	g := reflect.ValueOf(given)
	if !g.IsValid() {
		return true
	}
	switch g.Kind() {
	case reflect.Array, reflect.Slice, reflect.Map, reflect.String:
		return g.Len() == 0
	case reflect.Bool:
		return !g.Bool()
	case reflect.Int, reflect.Int64:
		return g.Int() == 0
	case reflect.Float64:
		return g.Float() == 0
	}
	return false
}

func strval(v interface{}) string {
	if s, ok := v.(string); ok {
		return s
	}
	return fmt.Sprintf("%v", v)
}

func indent(n int, s string) string {
	pad := strings.Repeat(" ", n)
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

var funcs template.FuncMap

func init() {
	funcs = template.FuncMap{
		"default": func(d interface{}, given ...interface{}) interface{} {
			if len(given) == 0 || empty(given[0]) {
				return d
			}
			return given[0]
		},
		"quote": func(str ...interface{}) string {
			out := make([]string, 0, len(str))
			for _, s := range str {
				if s != nil {
					out = append(out, fmt.Sprintf("%q", strval(s)))
				}
			}
			return strings.Join(out, " ")
		},
		"trunc": func(c int, s string) string {
			if c < 0 && len(s)+c > 0 {
				return s[len(s)+c:]
			}
			if c >= 0 && len(s) > c {
				return s[:c]
			}
			return s
		},
		"lower":   strings.ToLower,
		"indent":  indent,
		"nindent": func(n int, s string) string { return "\n" + indent(n, s) },
		"toJson": func(v interface{}) string {
			b, _ := json.Marshal(v)
			return string(b)
		},
		"include": func(name string, binding interface{}) (string, error) {
			out, err := execute(files[name], binding)
			return string(out), err
		},
	}
}

func parse(text string) *template.Template {
	t, err := template.New("execution").Funcs(funcs).Option("missingkey=zero").Parse(text)
	if err != nil {
		panic(err)
	}
	return t
}

func run(t *template.Template, data interface{}) []byte {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		panic(err)
	}
	return b.Bytes()
}

func execute(text string, data interface{}) ([]byte, error) {
	return run(parse(text), data), nil
}

// perOp: ns per call of f, steady state: calls for at least 300 ms to warm up, then the best of
// 10 rounds of at least n calls and 100 ms each (as bench/template.ts measures rigging).
// The CPU time too: the process's, all threads (the garbage collector's included).
func perOp(n int, f func()) (float64, float64) {
	t0 := time.Now()
	for i := 0; i < n || time.Since(t0) < 300*time.Millisecond; i++ {
		f()
	}
	best, bestCPU := 0.0, 0.0
	for r := 0; r < 10; r++ {
		t0, c0 := time.Now(), cpuTime()
		k := 0
		for ; k < n || time.Since(t0) < 100*time.Millisecond; k++ {
			f()
		}
		ns := float64(time.Since(t0).Nanoseconds()) / float64(k)
		cpu := float64(cpuTime()-c0) / float64(k)
		if r == 0 || ns < best {
			best = ns
		}
		if r == 0 || cpu < bestCPU {
			bestCPU = cpu
		}
	}
	return best, bestCPU
}

// cpuTime: the process's user and system time so far, in ns.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

func main() {
	dir := os.Args[1]
	n, _ := strconv.Atoi(os.Args[2])
	raw, err := os.ReadFile(filepath.Join(dir, "data.json"))
	if err != nil {
		panic(err)
	}
	var data interface{}
	if err := json.Unmarshal(raw, &data); err != nil {
		panic(err)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*"))
	sort.Strings(names)
	entries := []string{}
	for _, p := range names {
		b, _ := os.ReadFile(p)
		files[filepath.Base(p)] = string(b)
		if strings.HasSuffix(p, ".tmpl") {
			entries = append(entries, filepath.Base(p))
		}
	}
	enc := json.NewEncoder(os.Stdout)
	for _, name := range entries {
		text := files[name]
		t := parse(text)
		both, cpu := perOp(n, func() { run(parse(text), data) })
		parseOnly, _ := perOp(n, func() { parse(text) })
		execOnly, _ := perOp(n, func() { run(t, data) })
		enc.Encode(map[string]interface{}{
			"name": name, "ns": both, "cpuNs": cpu, "parseNs": parseOnly, "execNs": execOnly, "output": string(run(t, data)),
		})
	}
}
