#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for a bounded time.
#
#   Scripts/fuzz.sh [seconds] [target ...]
#
# seconds: run time per target (default 20). targets: metar taf timeline splitter codable (default: all).
# Each harness is linked with the library built with -sanitize=fuzzer,address, seeded from
# Fixtures/ (one file per real report, generated into .build-fuzz/seeds/) and first replays the
# crash regressions in Fixtures/fuzz/<target>/. A crash input is saved to .build-fuzz/artifacts/<target>/.
# Prints executions per target and the total; exits non-zero if any harness crashed.
# FUZZ_JOBS=N runs N fuzzing processes per target (default 1).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-20}"
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(metar taf timeline splitter codable)

out=.build-fuzz
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -use-ld=lld)
# The library is built with -enable-testing so a harness can reach internal helpers (@testable).

# The library, rebuilt when a source changed (about a minute).
lib="$out/libAviationWeather.a"
if [ ! -f "$lib" ] || [ -n "$(find Sources/AviationWeather -name '*.swift' -newer "$lib" | head -1)" ] \
  || [ "$(find Sources/AviationWeather -name '*.swift' | sort | md5sum)" != "$(cat "$out/sources.md5" 2>/dev/null)" ]; then
  echo "== building the library for fuzzing"
  find Sources/AviationWeather -name '*.swift' -print0 | sort -z \
    | xargs -0 swiftc "${flags[@]}" -enable-testing -package-name AviationWeather -module-name AviationWeather -emit-module \
      -emit-module-path "$out/AviationWeather.swiftmodule" -emit-library -static -o "$lib"
  find Sources/AviationWeather -name '*.swift' | sort | md5sum > "$out/sources.md5"
fi

# Seeds: one file per real report or record (and, for the splitter, blocks of lines as wxparse reads them).
seeds() {
  local name=$1 file=$2 every=$3
  local dir="$out/seeds/$name"
  if [ ! -d "$dir" ] || [ "$file" -nt "$dir" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    awk -v dir="$dir" -v every="$every" 'NF && (NR - 1) % every == 0 { f = sprintf("%s/%06d", dir, NR); printf "%s", $0 > f; close(f) }' "$file"
  fi
  echo "$dir"
}

splitter_seeds() {
  local dir="$out/seeds/splitter"
  if [ ! -d "$dir" ] || [ Fixtures/samples/taf_raw.txt -nt "$dir" ] || [ Fixtures/samples/metars.cache.csv -nt "$dir" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    split -l 9 Fixtures/samples/taf_raw.txt "$dir/taf-"
    head -n 6 Fixtures/samples/metars.cache.csv > "$dir/.header"
    tail -n +7 Fixtures/samples/metars.cache.csv | head -n 60 | split -l 6 - "$dir/csv-rows-"
    for f in "$dir"/csv-rows-*; do cat "$dir/.header" "$f" > "${f/csv-rows-/csv-}"; rm "$f"; done
    rm "$dir/.header"
    awk 'NR % 400 == 1' Fixtures/metar_corpus.txt | split -l 5 - "$dir/metar-"
    awk 'NR % 400 == 2 { print $0 "=" }' Fixtures/metar_corpus.txt | paste -sd ' ' | fold -w 300 | split -l 2 - "$dir/equals-"
  fi
  echo "$dir"
}

total=0
failed=()
for target in "${targets[@]}"; do
  case "$target" in
    metar) source=METARFuzz; seed=$(seeds metar Fixtures/metar_corpus.txt 40); dict=Fuzz/metar.dict; maxlen=512 ;;
    taf) source=TAFFuzz; seed=$(seeds taf Fixtures/taf_corpus.txt 2); dict=Fuzz/taf.dict; maxlen=2048 ;;
    timeline) source=TimelineFuzz; seed=$(seeds taf Fixtures/taf_corpus.txt 2); dict=Fuzz/taf.dict; maxlen=2048 ;;
    splitter) source=SplitterFuzz; seed=$(splitter_seeds); dict=Fuzz/splitter.dict; maxlen=4096 ;;
    codable) source=CodableFuzz; seed=$(seeds codable Fixtures/records.jsonl 1); dict=Fuzz/codable.dict; maxlen=24576 ;;
    *) echo "unknown target '$target' (metar, taf, timeline, splitter, codable)" >&2; exit 2 ;;
  esac
  binary="$out/$target-fuzz"
  sources=(Fuzz/_FuzzSupport.swift "Fuzz/$source.swift")
  stale=0
  [ -x "$binary" ] && [ "$binary" -nt "$lib" ] || stale=1
  for f in "${sources[@]}"; do [ "$f" -nt "$binary" ] && stale=1; done
  if [ "$stale" = 1 ]; then
    echo "== building $target harness"
    swiftc "${flags[@]}" -I "$out" -L "$out" -lAviationWeather -package-name AviationWeather -module-name "${source}Harness" "${sources[@]}" -o "$binary"
  fi

  # Crash regressions first: each saved input must now pass.
  regressions="Fixtures/fuzz/$target"
  if [ -d "$regressions" ] && [ -n "$(ls -A "$regressions")" ]; then
    echo "== $target: replaying $(ls "$regressions" | wc -l | tr -d ' ') crash regressions"
    if ! "$binary" -runs=0 "$regressions"/* > "$out/$target-regressions.log" 2>&1; then
      tail -40 "$out/$target-regressions.log"
      echo "== $target: a crash regression fails"
      failed+=("$target")
      continue
    fi
  fi

  corpus="$out/corpus/$target"
  artifacts="$out/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  log="$out/$target.log"
  echo "== $target: fuzzing for ${seconds}s"
  status=0
  jobs="${FUZZ_JOBS:-1}"
  if [ "$jobs" -gt 1 ]; then
    # Parallel workers write fuzz-N.log in the working directory: run them inside $out/$target-jobs.
    rm -rf "$out/$target-jobs" && mkdir -p "$out/$target-jobs"
    (cd "$out/$target-jobs" && "../../$binary" "../../$corpus" "../../$seed" -dict="../../$dict" -max_len="$maxlen" \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix="../../$artifacts" -jobs="$jobs" -workers="$jobs") > "$log" 2>&1 || status=$?
    cat "$out/$target-jobs"/fuzz-*.log >> "$log" 2>/dev/null || true
  else
    "$binary" "$corpus" "$seed" -dict="$dict" -max_len="$maxlen" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts" > "$log" 2>&1 || status=$?
  fi
  runs=$(awk '/stat::number_of_executed_units/ { s += $2 } END { print s + 0 }' "$log")
  total=$((total + runs))
  if [ "$status" -ne 0 ] || grep -qE '^==[0-9]+==ERROR|deadly signal|FUZZ PROPERTY FAILED' "$log"; then
    grep -E 'FUZZ PROPERTY FAILED|ERROR|SUMMARY|Test unit written|^    #[0-9]+ .* in ' "$log" | head -40
    echo "== $target: CRASH after $runs executions (log: $log, input in $artifacts)"
    failed+=("$target")
  else
    echo "== $target: ok, $runs executions, $(grep -m1 'stat::new_units_added' "$log" | awk '{print $2}') new units"
  fi
done

echo "== fuzz total: $total executions; targets crashed: ${failed[*]:-none}"
[ ${#failed[@]} -eq 0 ]
