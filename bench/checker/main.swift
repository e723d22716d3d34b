import ConformanceKit
import Foundation

// Benchmark: check one real-sized response (Sips In-App cardOrder, INAPPOrderResponse with its
// INAPPCardData container) many times, and write the body plus an equivalent JSON Schema so that
// bench/checker/jsonschema_bench.py can time Python's jsonschema on exactly the same work.
//
// Usage: conformance-bench checker [--iterations N] [--out DIR] [--specs DIR]
//        conformance-bench cassette FILE [--specs DIR]          replay and check every interaction
//        conformance-bench schema PROTOCOL OPERATION request|response OUT [--specs DIR]
//        conformance-bench reports [--iterations CASES] [--out DIR]  write every report format for CASES test cases
//        conformance-bench profile check|parse|both [--iterations N]  only the timed loop, for callgrind
//          (valgrind --tool=callgrind --dump-instr=no --collect-atstart=no --toggle-collect='*profileLoop*' ...)

var iterations = 200_000
var outputFolder = "bench/results"
var specsPath = "Specs"
var arguments = Array(CommandLine.arguments.dropFirst())
let subcommand = arguments.first.map { $0.hasPrefix("-") ? "checker" : arguments.removeFirst() } ?? "checker"
var positional: [String] = []
while !arguments.isEmpty {
    if !arguments[0].hasPrefix("--") {
        positional.append(arguments.removeFirst())
        continue
    }
    let flag = arguments.removeFirst()
    guard let value = arguments.first else {
        FileHandle.standardError.write(Data("missing value after \(flag)\n".utf8))
        exit(2)
    }
    arguments.removeFirst()
    switch flag {
    case "--iterations": iterations = Int(value) ?? iterations
    case "--out": outputFolder = value
    case "--specs": specsPath = value
    default:
        FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
        exit(2)
    }
}

let loaded = SpecLoader.load(paths: [specsPath])
if subcommand == "cassette" {
    try replayCassette(positional.first ?? "", specs: loaded.specs)
    exit(0)
}
if subcommand == "reports" {
    let cases = iterations == 200_000 ? 10_000 : iterations
    let report = RunReport.synthetic(cases: cases)
    let folder = (outputFolder as NSString).appendingPathComponent("reports")
    var timings: [Double] = []
    for _ in 0..<5 {
        let start = Date()
        _ = try ReportWriter.write(report, to: folder, formats: ReportFormat.defaults, language: .en, specs: loaded.specs)
        _ = MarkdownReportRenderer.githubAnnotations(report)
        timings.append(Date().timeIntervalSince(start))
    }
    timings.sort()
    print(String(format: "reports: %d cases, all formats written, median %.3f s, best %.3f s (5 runs)", cases, timings[2], timings[0]))
    exit(0)
}
if subcommand == "schema" {
    guard positional.count == 4, let spec = loaded.specs.protocols[positional[0]], let operation = spec.operations[positional[1]] else {
        FileHandle.standardError.write(Data("usage: conformance-bench schema PROTOCOL OPERATION request|response OUT\n".utf8))
        exit(2)
    }
    let message = positional[2] == "request" ? operation.request : operation.primaryResponse!.message
    let exported = exportSchema(message, spec: spec)
    try JSONSerialization.data(withJSONObject: exported, options: [.prettyPrinted, .sortedKeys])
        .write(to: URL(fileURLWithPath: positional[3]))
    exit(0)
}
guard !loaded.hasErrors, let spec = loaded.specs.protocols["sips-inapp"], let operation = spec.operations["cardOrder"],
    let response = operation.response(key: "200")
else {
    FileHandle.standardError.write(Data("cannot load Specs/sips-inapp cardOrder\n".utf8))
    exit(2)
}
let checker = ConformanceChecker(specs: loaded.specs)
let target = try checker.target(protocol: "sips-inapp", operation: "cardOrder", direction: .response(status: "200"))
let example = ExampleGenerator(protocol: spec, coverage: .full).example(for: response)!
let body = Data(example.prettyJSONText.utf8)
let first = checker.check(body: body, against: target)
guard first.conforms else {
    FileHandle.standardError.write(Data("the generated example does not conform: \(first.errors.map { $0.message(.en) })\n".utf8))
    exit(1)
}
if subcommand == "profile" {
    let mode = positional.first ?? "both"
    let parsedBody = try JSONBodyParser.parse(Array(body))
    print("findings of a conformant check: \(first.findings.map { "\($0.severity) \($0.shortKey)" })")
    let sink = profileLoop(mode: mode, count: iterations == 200_000 ? 1000 : iterations, parsed: parsedBody)
    print("\(mode): sink \(sink)")
    exit(0)
}

/// The timed work alone, so that a profiler can collect just this function.
@inline(never) func profileLoop(mode: String, count: Int, parsed: BodyValue) -> Int {
    var sink = 0
    for _ in 0..<count {
        switch mode {
        case "check": sink &+= checker.check(value: parsed, against: target).findings.count
        case "parse": sink &+= ((try? JSONBodyParser.parse(body)) == nil ? 1 : 2)
        default: sink &+= checker.check(body: body, against: target).findings.count
        }
    }
    return sink
}

var fieldCount = 0
@MainActor func countFields(_ value: BodyValue) {
    if case .object(let members) = value {
        fieldCount += members.count
        members.forEach { countFields($0.value) }
    } else if case .array(let items) = value {
        items.forEach(countFields)
    }
}
countFields(example)

@MainActor func measure(_ label: String, _ work: () -> Int) -> Double {
    var sink = 0
    for _ in 0..<1000 { sink &+= work() }  // warm-up
    // Three rounds, the best kept (as the Python side does): the machine is shared, the best round is the least disturbed.
    var perCheck = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { sink &+= work() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        perCheck = min(perCheck, elapsed / Double(iterations) / 1000)
    }
    print(String(format: "swift  %-28@ %8.2f µs/check  (%d iterations x 3, sink %d)", label as NSString, perCheck, iterations, sink % 7))
    return perCheck
}

let parsed = try JSONBodyParser.parse(Array(body))
let checkOnly = measure("check (parsed body)", { checker.check(value: parsed, against: target).findings.count })
let parseAndCheck = measure("parse + check (bytes)", { checker.check(body: body, against: target).findings.count })

// An equivalent JSON Schema: the same fields, types, required lists, enums, lengths and formats
// (formats as the regular expressions jsonschema would need; the Luhn sum has no JSON Schema form).
@MainActor func exportSchema(_ message: MessageSpec, spec: ProtocolSpec) -> [String: Any] {
    exportingSpec = spec
    var result: [String: Any] = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
    if case .container(let name)? = message.body {
        result.merge(schema(for: spec.containers[name]?.fields ?? [])) { $1 }
    } else {
        result.merge(schema(for: message.fields)) { $1 }
    }
    return result
}

nonisolated(unsafe) var exportingSpec: ProtocolSpec?

@MainActor func schema(for fields: [FieldSpec]) -> [String: Any] {
    var properties: [String: Any] = [:]
    var required: [String] = []
    for field in fields {
        properties[field.name] = schema(for: field.type, field: field)
        if field.presence == .mandatory { required.append(field.name) }
    }
    return ["type": "object", "properties": properties, "required": required.sorted()]
}
@MainActor func schema(for type: TypeRef, field: FieldSpec) -> [String: Any] {
    switch type {
    case .list(let element): return ["type": "array", "items": schema(for: element, field: field)]
    case .container(let name): return schema(for: exportingSpec?.containers[name]?.fields ?? [])
    case .object: return field.fields.map(schema(for:)) ?? ["type": "object"]
    case .any: return [:]
    case .boolean: return field.acceptStringForm ? ["type": ["boolean", "string"]] : ["type": "boolean"]
    case .integer, .number:
        var result: [String: Any] = [
            "type": field.acceptStringForm ? [type == .integer ? "integer" : "number", "string"] : (type == .integer ? "integer" : "number")
        ]
        if let minimum = field.minimum { result["minimum"] = minimum }
        if let maximum = field.maximum { result["maximum"] = maximum }
        return result
    case .string:
        var result: [String: Any] = ["type": "string"]
        if let values = field.enumValues { result["enum"] = values }
        if let min = field.minLength { result["minLength"] = min }
        if let max = field.maxLength { result["maxLength"] = max }
        if !field.allowEmpty, result["minLength"] == nil { result["minLength"] = 1 }
        var patterns: [String] = []
        if let pattern = field.pattern { patterns.append("^(?:\(pattern))$") }
        switch field.format {
        case "digits"?, "luhn"?: patterns.append("^[0-9]+$")
        case "yyyyMM"?: patterns.append("^[0-9]{4}(0[1-9]|1[0-2])$")
        case "yyyyMMdd"?: patterns.append("^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$")
        case "date-time"?: patterns.append("^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})$")
        case "currency-numeric"?: patterns.append("^[0-9]{3}$")
        case "country-alpha2"?: patterns.append("^[A-Z]{2}$")
        case "url"?: patterns.append("^https?://[^ ]+$")
        case "masked-pan"?: patterns.append("^[0-9#Xx*]{8,}$")
        case "ascii-printable"?: patterns.append("^[ -~]*$")
        case "alphanumeric"?: patterns.append("^[A-Za-z0-9]+$")
        case .some(let other): patterns.append(other.isEmpty ? ".*" : ".*")
        case nil: break
        }
        if patterns.count == 1 { result["pattern"] = patterns[0] }
        if patterns.count > 1 { result["allOf"] = patterns.map { ["pattern": $0] } }
        return result
    }
}
let rootSchema: [String: Any] = {
    var result: [String: Any] = ["$schema": "https://json-schema.org/draft/2020-12/schema"]
    if case .container(let name)? = response.body {
        result.merge(schema(for: spec.containers[name]?.fields ?? [])) { $1 }
    } else {
        result.merge(schema(for: response.fields)) { $1 }
    }
    return result
}()
try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
try body.write(to: URL(fileURLWithPath: outputFolder + "/cardOrder-response.json"))
let schemaData = try JSONSerialization.data(withJSONObject: rootSchema, options: [.prettyPrinted, .sortedKeys])
try schemaData.write(to: URL(fileURLWithPath: outputFolder + "/cardOrder-response.schema.json"))
let summary = """
    {"fields": \(fieldCount), "iterations": \(iterations), "swift_check_us": \(String(format: "%.3f", checkOnly)), "swift_parse_check_us": \(String(format: "%.3f", parseAndCheck))}

    """
try Data(summary.utf8).write(to: URL(fileURLWithPath: outputFolder + "/swift-checker.json"))
print("body: \(fieldCount) fields, \(body.count) bytes; written to \(outputFolder)/")
