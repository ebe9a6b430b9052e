// Generates int-kinds.json, the expectations of test/template/int-kinds.unit.test.ts:
//
//	cd test/template/go && GO111MODULE=off go run int-kinds.go > int-kinds.json
//
// Sprig's dependencies cannot be fetched here, so its functions that matter are written out
// below with Sprig v3.3.0's Go signatures (what text/template converts arguments to and what
// the result's dynamic type is) and the same type switches; their bodies are written for this
// test, not copied. Everything else is Go's own text/template and fmt. The data is decoded by
// encoding/json, as Landscaper decodes imports.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"strconv"
	"strings"
	"text/template"
	"time"
)

// toInt64 follows spf13/cast's ToInt64 for the kinds a template can hold.
func toInt64(v interface{}) int64 {
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return r.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return int64(r.Uint())
	case reflect.Float32, reflect.Float64:
		return int64(r.Float())
	case reflect.String:
		n, _ := strconv.ParseInt(r.String(), 0, 0)
		return n
	case reflect.Bool:
		if r.Bool() {
			return 1
		}
	}
	return 0
}

func toFloat64(v interface{}) float64 {
	r := reflect.ValueOf(v)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return float64(r.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return float64(r.Uint())
	case reflect.Float32, reflect.Float64:
		return r.Float()
	case reflect.String:
		f, _ := strconv.ParseFloat(r.String(), 64)
		return f
	}
	return 0
}

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
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return g.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return g.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return g.Float() == 0
	}
	return false
}

func duration(sec interface{}) string {
	var n int64
	switch v := sec.(type) {
	case string:
		n, _ = strconv.ParseInt(v, 10, 64)
	case int64:
		n = v
	}
	return (time.Duration(n) * time.Second).String()
}

// durationRound's switch; the figures of this test need only its hours and seconds.
func durationRound(d interface{}) string {
	var n time.Duration
	switch v := d.(type) {
	case string:
		n, _ = time.ParseDuration(v)
	case int64:
		n = time.Duration(v)
	}
	if n >= time.Hour {
		return strconv.FormatInt(int64(n/time.Hour), 10) + "h"
	}
	return strconv.FormatInt(int64(n/time.Second), 10) + "s"
}

func untilStep(start, stop, step int) []int {
	v := []int{}
	for i := start; (step > 0 && i < stop) || (step < 0 && i > stop); i += step {
		v = append(v, i)
	}
	return v
}

var funcs = template.FuncMap{
	"add": func(i ...interface{}) int64 {
		var a int64
		for _, b := range i {
			a += toInt64(b)
		}
		return a
	},
	"add1": func(i interface{}) int64 { return toInt64(i) + 1 },
	"sub":  func(a, b interface{}) int64 { return toInt64(a) - toInt64(b) },
	"mul": func(a interface{}, v ...interface{}) int64 {
		r := toInt64(a)
		for _, b := range v {
			r *= toInt64(b)
		}
		return r
	},
	"div": func(a, b interface{}) int64 { return toInt64(a) / toInt64(b) },
	"mod": func(a, b interface{}) int64 { return toInt64(a) % toInt64(b) },
	"max": func(a interface{}, i ...interface{}) int64 {
		r := toInt64(a)
		for _, b := range i {
			if x := toInt64(b); x > r {
				r = x
			}
		}
		return r
	},
	"min": func(a interface{}, i ...interface{}) int64 {
		r := toInt64(a)
		for _, b := range i {
			if x := toInt64(b); x < r {
				r = x
			}
		}
		return r
	},
	"int":     func(v interface{}) int { return int(toInt64(v)) },
	"int64":   toInt64,
	"float64": toFloat64,
	"atoi":    func(a string) int { i, _ := strconv.Atoi(a); return i },
	"toDecimal": func(v interface{}) int64 {
		n, err := strconv.ParseInt(fmt.Sprint(v), 8, 64)
		if err != nil {
			return 0
		}
		return n
	},
	"duration":      duration,
	"durationRound": durationRound,
	"until": func(count int) []int {
		if count < 0 {
			return untilStep(0, count, -1)
		}
		return untilStep(0, count, 1)
	},
	"seq": func(params ...int) string { return fmt.Sprint(params) },
	// Only their parameter and result types matter here: no case prints what they compute.
	"trunc":     func(c int, s string) string { return s },
	"round":     func(a interface{}, p int, rOpt ...float64) float64 { return toFloat64(a) },
	"typeOf":    func(v interface{}) string { return fmt.Sprintf("%T", v) },
	"kindOf":    func(v interface{}) string { return reflect.ValueOf(v).Kind().String() },
	"kindIs":    func(k string, v interface{}) bool { return reflect.ValueOf(v).Kind().String() == k },
	"deepEqual": reflect.DeepEqual,
	"empty":     empty,
	"toString":  func(v interface{}) string { return fmt.Sprintf("%v", v) },
	"toJson": func(v interface{}) string {
		b, _ := json.Marshal(v)
		return string(b)
	},
	"list": func(v ...interface{}) []interface{} { return v },
	"dict": func() map[string]interface{} { return map[string]interface{}{"a": 1} },
	"keys": func(d ...map[string]interface{}) []string {
		out := []string{}
		for _, m := range d {
			for k := range m {
				out = append(out, k)
			}
		}
		return out
	},
	"splitList": func(sep, orig string) []string { return strings.Split(orig, sep) },
	"split": func(sep, orig string) map[string]string {
		out := map[string]string{}
		for i, p := range strings.Split(orig, sep) {
			out["_"+strconv.Itoa(i)] = p
		}
		return out
	},
	"toStrings":    func(v interface{}) []string { return []string{fmt.Sprint(v)} },
	"sortAlpha":    func(v interface{}) []string { return []string{fmt.Sprint(v)} },
	"regexFindAll": func(r, s string, n int) []string { return []string{s} },
	"regexSplit":   func(r, s string, n int) []string { return []string{s} },
}

var cases = []string{
	// Sprig's duration and durationRound switch on string and int64 only.
	`{{duration 95}}`,
	`{{95 | duration}}`,
	`{{$x := 95}}{{duration $x}}`,
	`{{duration (len "abc")}}`,
	`{{duration (int 95)}}`,
	`{{duration (atoi "95")}}`,
	`{{duration .f}}`,
	`{{duration "95"}}`,
	`{{duration (int64 95)}}`,
	`{{duration (add 95)}}`,
	`{{$x := add 90 5}}{{duration $x}}`,
	`{{duration (toDecimal 137)}}`,
	`{{duration (max 1 95)}}`,
	`{{duration (index (list (int64 95)) 0)}}`,
	`{{range until 2}}{{duration .}} {{end}}`,
	`{{durationRound 7200000000000}}`,
	`{{durationRound (int64 7200000000000)}}`,
	`{{durationRound (mul 2 3600000000000)}}`,
	`{{durationRound "2h"}}`,
	// Go's dynamic types, as %T, typeOf and kindOf name them.
	`{{printf "%T %T %T %T" 1 1.5 "s" true}}`,
	`{{printf "%T %T %T %T" (len "a") (int 1) (atoi "1") (until 2)}}`,
	`{{printf "%T %T %T %T %T %T" (add 1) (add1 1) (sub 1 1) (mul 1 1) (div 1 1) (mod 1 1)}}`,
	`{{printf "%T %T %T %T %T" (max 1) (min 1) (int64 1) (toDecimal 1) (float64 1)}}`,
	`{{printf "%T %T %T" .f (round 1 0) (index "a" 0)}}`,
	`{{range $i, $e := until 2}}{{printf "%T %T " $i $e}}{{end}}`,
	`{{typeOf (add 1 1)}} {{kindOf (add 1 1)}} {{kindIs "int" (add 1 1)}} {{kindIs "int" 1}} {{kindOf (index "a" 0)}}`,
	// Lists and maps that Sprig's functions make with their own element types.
	`{{printf "%T %T %T %T" (splitList "," "a") (split "," "a") (keys (dict)) (toStrings 1)}}`,
	`{{printf "%T %T %T" (sortAlpha 1) (regexFindAll "a" "a" -1) (regexSplit "a" "a" -1)}}`,
	`{{printf "%#v %#v %#v" (until 2) (splitList "," "a,b") (split "," "a")}}`,
	`{{kindOf (until 2)}} {{kindOf (split "," "a")}} {{typeOf (list 1)}} {{deepEqual (splitList "," "a") (list "a")}}`,
	`{{eq (until 1) 1}}`,
	// Printing: a byte is a number, %#v shows it in hex.
	`{{index "a" 0}} {{printf "%d %x %c %q %v %#v" (index "a" 0) (index "a" 0) (index "a" 0) (index "a" 0) (index "a" 0) (index "a" 0)}}`,
	`{{printf "%v %#v %x %#v" (add 2) (add 2) (add -2) (list 1 (add 1) (index "a" 0))}}`,
	// Comparison: every signed kind compares with every other, and with unsigned ones.
	`{{eq (add 1 1) 2}} {{eq (len "ab") (int64 2)}} {{eq (index "a" 0) 97}} {{eq 97 (index "a" 0)}} {{eq (index "a" 0) -1}}`,
	`{{lt (index "a" 0) 98}} {{lt -1 (index "a" 0)}} {{lt (index "a" 0) -1}} {{le (add 1) 1}} {{gt (int64 3) (len "ab")}}`,
	// reflect.DeepEqual tells int from int64.
	`{{deepEqual (add 2) 2}} {{deepEqual (int 2) 2}} {{deepEqual (add 2) (int64 2)}} {{deepEqual (list (add 1)) (list 1)}}`,
	// Conversions and Sprig's empty go through the value whatever its kind.
	`{{add1 (index "a" 0)}} {{mul 2 (index "a" 0)}} {{int64 (index "a" 0)}} {{float64 (add 3)}} {{toString (add 3)}} {{toJson (list (add 3) (index "a" 0) 1)}}`,
	`{{empty (add 0)}} {{empty (index "\x00" 0)}} {{empty (int64 5)}} {{if add 0}}yes{{else}}no{{end}} {{if index "a" 0}}yes{{end}}`,
	`{{toDecimal (add 8)}} {{toDecimal (index "7" 0)}}`,
	`{{index (list 10 20) (add 1)}} {{index (list 10 20) (index "\x01" 0)}} {{slice (list 10 20 30) (add 1) (int64 2)}}`,
	// An int parameter takes an int, nothing else.
	`{{trunc (add 1 1) "abc"}}`,
	`{{trunc (index "a" 0) "abc"}}`,
	`{{until (int64 2)}}`,
	`{{seq (add 1)}}`,
	`{{round 1.5 (add 1)}}`,
	`{{round 1.5 0 (add 1)}}`,
	`{{$x := 1}}{{round 1.5 0 $x}}`,
	// A constant argument is converted to the parameter's type by its kind of node, as evalArg does.
	`{{trunc 2 3}}`,
	`{{trunc "2" "abc"}}`,
	`{{trunc true "abc"}}`,
	`{{trunc 2.5 "abc"}}`,
	`{{until 2.0}}`,
	`{{round 1.5 0 "x"}}`,
	`{{trunc nil "abc"}}`,
	`{{trunc 2 nil}}`,
	`{{atoi 12}}`,
}

func main() {
	var data interface{}
	if err := json.Unmarshal([]byte(`{"f":95}`), &data); err != nil {
		panic(err)
	}
	out := [][2]string{}
	for _, c := range cases {
		t, err := template.New("t").Funcs(funcs).Parse(c)
		if err != nil {
			panic(err)
		}
		var b strings.Builder
		if err := t.Execute(&b, data); err != nil {
			out = append(out, [2]string{c, "ERROR " + err.Error()})
			continue
		}
		out = append(out, [2]string{c, b.String()})
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		panic(err)
	}
}
