import ArgumentParser

/// `--scenario`: only these scenarios.
struct ScenarioOption: ParsableArguments {
    @Option(
        name: .customLong("scenario"),
        help: "Only this scenario, by name or protocol/name (repeatable); certify: a selection without every mandatory scenario is not certified.")
    var scenarios: [String] = []
}

/// `--tag`: only the scenarios with these tags.
struct TagOption: ParsableArguments {
    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable); certify: a partial selection is not certified.")
    var tags: [String] = []
}

/// `--seed`: the seed of generated values and choices.
struct SeedOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            Seed of generated values, and of the order explore tries variations in: the same seed gives the same answers \
            (default 1; run against a real target: random).
            """)
    var seed: UInt64?
}
