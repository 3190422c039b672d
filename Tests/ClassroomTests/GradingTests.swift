import BookChapters
import Foundation
import Testing
import Workbook
import WorkbookTestSupport

@testable import Classroom

// Grading's parts that need no build: telling not started from failed, the CSV and its
// totals, and the workers' scheduling (with the shell standing for workers). The whole
// of grading a class is proven by Tests/Grading/prove, in CI, and measured by
// Benchmarks/grading.py.

/// The fields of each record of RFC 4180 CSV text (quoted fields may hold commas, quotes
/// and line breaks): what a spreadsheet reads.
private func records(_ csv: String) -> [[String]] {
  var records: [[String]] = []
  var fields: [String] = []
  var field = ""
  var quoted = false
  var characters = Array(csv)[...]
  while let character = characters.popFirst() {
    if quoted {
      if character == "\"" {
        if characters.first == "\"" {
          field.append("\"")
          characters.removeFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(character)
      }
    } else if character == "\"" {
      quoted = true
    } else if character == "," {
      fields.append(field)
      field = ""
    } else if character == "\n" {
      records.append(fields + [field])
      (fields, field) = ([], "")
    } else {
      field.append(character)
    }
  }
  records.append(fields + [field])
  return records
}

@Suite struct GradingTests {
  let exercises = allChapters.flatMap(\.exercises)

  @Test func theCSVSaysNotStartedApartFromFailAndGivesEachStudentATotal() {
    let results: [Grading.Result] = [.pass, .fail, .error, .notStarted]
    let rows = ["ann", "bo, jr"].flatMap { student in
      exercises.enumerated().map { index, exercise in
        Grading.Row(
          student: student, exercise: exercise.id, name: exercise.name,
          result: student == "ann" ? results[index % 4] : .notStarted,
          message: index == 1 ? "expected \"a circle\",\nnot a square\r\n" : "")
      }
    }
    let table = records(Grading.csv(rows))
    #expect(table.first == ["student", "exercise", "result", "message"])
    #expect(table.allSatisfy { $0.count == 4 }, "every record has the four columns")
    let ann = table.filter { $0[0] == "ann" }
    #expect(ann.count == exercises.count + 1)
    #expect(ann.dropLast().map { $0[1] } == exercises.map(\.id), "in the book's order")
    #expect(ann[1][3] == "expected \"a circle\",\nnot a square\n", "the message, whole")
    #expect(Set(ann.dropLast().map { $0[2] }) == ["pass", "fail", "error", "not-started"])
    let passes = ann.dropLast().filter { $0[2] == "pass" }.count
    let total = ann[ann.count - 1]
    #expect(total[1] == "total" && total[2] == "\(passes)")
    let count = { (word: String) in ann.dropLast().filter { $0[2] == word }.count }
    #expect(
      total[3]
        == "\(passes) of \(exercises.count) passed; \(count("fail")) fail, \(count("error")) error, "
        + "\(count("not-started")) not-started")
    // The second student's rows, then theirs, in the order given; the name is quoted.
    let bo = table.filter { $0[0] == "bo, jr" }
    #expect(
      bo.last == [
        "bo, jr", "total", "0", "0 of \(exercises.count) passed; \(exercises.count) not-started",
      ])
    #expect(table.firstIndex { $0[0] == "bo, jr" } == ann.count + 1)
  }

  @Test func theTextListsWhatWasNotStartedApartFromWhatFailed() {
    let rows = exercises.prefix(3).enumerated().map { index, exercise in
      Grading.Row(
        student: "ann", exercise: exercise.id, result: [.pass, .fail, .notStarted][index],
        message: "")
    }
    let text = Grading.text(rows, students: ["ann"], exercises: Array(exercises.prefix(3)))
    #expect(
      text.contains(
        "ann      1/3    failed \(exercises[1].id); not started \(exercises[2].id)"), "\(text)")
  }

  @Test func anUntouchedStarterIsToldApartFromTheSmallestChange() throws {
    let (chapter, exercise) = try #require(Context(chapters: allChapters).exercise("RoundHole"))
    let pristine = try Data(
      contentsOf: exercise.files(in: chapter.directory).pristineStarter)
    let text = String(decoding: pristine, as: UTF8.self)
    #expect(Grading.isUntouchedStarter(pristine, pristine: pristine))
    // Handed out before the list was renumbered (another header), checked out on Windows.
    let renumbered = text.replacingOccurrences(of: "Exercise 1.2:", with: "Exercise 1.3:")
      .replacingOccurrences(of: "hint 1.2", with: "hint 1.3")
    #expect(renumbered != text)
    #expect(Grading.isUntouchedStarter(Data(renumbered.utf8), pristine: pristine))
    let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(Grading.isUntouchedStarter(Data(windows.utf8), pristine: pristine))
    // Any change to the code is work, however small.
    let edited = text.replacingOccurrences(
      of: "UIBezierPath(rect: square)", with: "UIBezierPath(ovalIn: square)")
    #expect(edited != text)
    #expect(!Grading.isUntouchedStarter(Data(edited.utf8), pristine: pristine))
    #expect(!Grading.isUntouchedStarter(Data(), pristine: pristine))
  }

  @Test func aStudentWithOnlyStartersOrNothingIsNotStartedAndNothingIsBuilt() throws {
    try withTemporaryFolder { folder in
      let student = folder.appendingPathComponent("lazy")
      try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
      // Two starters handed in as they were (one with an older header), the rest missing.
      let context = Context(chapters: allChapters)
      let pairs = context.exercises.prefix(2)
      for (chapter, exercise) in pairs {
        let text = try String(
          contentsOf: exercise.files(in: chapter.directory).pristineStarter, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "// Exercise ", with: "// Exercise 9.").utf8)
          .write(to: student.appendingPathComponent("\(exercise.name).swift"))
      }
      // A builder whose compiler is `false`: anything it built would be an error row.
      let builder = try #require(
        ProgramBuilder(
          context: Context(
            chapters: allChapters, program: folder.appendingPathComponent("debug/workbook-run"),
            environment: ["WORKBOOK_SWIFT": "/bin/false"])))
      try FileManager.default.createDirectory(
        at: builder.products, withIntermediateDirectories: true)
      try Data().write(to: builder.libraryFile)
      let programs = try #require(
        Grading.Programs(base: folder.appendingPathComponent("grading"), builder: builder))
      let rows = Grading.grade(student, as: "lazy", programs: programs, context: context)
      #expect(rows.map(\.exercise) == exercises.map(\.id))
      #expect(rows.map(\.name) == exercises.map(\.name))
      #expect(rows.allSatisfy { $0.result == .notStarted })
      #expect(rows.prefix(2).allSatisfy { $0.message == "the starter, untouched" })
      #expect(rows[2].message == "not handed in: no \(exercises[2].name).swift in the folder")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("grading").path),
        "nothing was built")
    }
  }

  /// Jobs that end in the reverse of the order they start (with more than one slot, the
  /// first sleeps longest), each holding its slot as a folder it makes (which fails if
  /// another job holds it).
  @Test(arguments: [1, 3])
  func workersResultsComeBackInTheStudentsOrderWhateverOrderTheyEndIn(slots: Int) throws {
    try withTemporaryFolder { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let count = 6
      var ended: [Int] = []
      let outcomes = Grading.inParallel(count, slots: slots) { index, slot in
        let held = folder.appendingPathComponent("slot-\(slot)").path
        // One slot ends them in order however long each takes; more, the first ends last.
        let pause = slots > 1 ? Double(count - index) * 0.03 : 0
        return (
          URL(fileURLWithPath: "/bin/sh"),
          [
            "-c",
            "mkdir '\(held)' || exit 7; echo \(index) \(slot); echo to-err >&2; sleep \(pause); "
              + "rmdir '\(held)'",
          ]
        )
      } finished: { index, _ in
        ended.append(index)
      }
      #expect(outcomes.count == count)
      for (index, outcome) in outcomes.enumerated() {
        #expect(outcome.status == 0, "job \(index) found its slot held by another")
        let words = String(decoding: outcome.output, as: UTF8.self).split(separator: " ")
        #expect(words.first == "\(index)"[...], "job \(index)'s own output, in its place")
        let slot = Int(words.last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        #expect((1...slots).contains(slot))
        #expect(String(decoding: outcome.errors, as: UTF8.self) == "to-err\n")
      }
      #expect(Set(ended) == Set(0..<count))
      if slots > 1 {
        #expect(ended != Array(0..<count), "later, shorter jobs ended first")
      } else {
        #expect(ended == Array(0..<count))
      }
      // Nothing left behind: no output files, no slot folders.
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(left.isEmpty)
      let temporary = try FileManager.default.contentsOfDirectory(
        atPath: FileManager.default.temporaryDirectory.path)
      #expect(
        !temporary.contains {
          $0.hasPrefix("workbook-grade-\(ProcessInfo.processInfo.processIdentifier)-")
        })
    }
  }

  @Test func aWorkerThatFailsGivesAnErrorForEachExerciseSayingWhy() {
    let crashed = Grading.WorkerOutcome(
      status: 9, crashed: true, output: Data(), errors: Data("out of memory\n".utf8), seconds: 1)
    let rows = Grading.rows(from: crashed, student: "ann", exercises: exercises)
    #expect(rows.map(\.exercise) == exercises.map(\.id))
    #expect(rows.allSatisfy { $0.result == .error && $0.student == "ann" })
    #expect(rows[0].message == "not graded: the grading process crashed (signal 9): out of memory")
    let couldNotStart = Grading.inParallel(1, slots: 1) { _, _ in
      (URL(fileURLWithPath: "/nonexistent/workbook-run"), [])
    }
    #expect(couldNotStart[0].status == -1)
    #expect(String(decoding: couldNotStart[0].errors, as: UTF8.self).contains("could not start"))
    // A worker's rows, renamed for the class (two folders named alike).
    let row = Grading.Row(
      student: "alice", exercise: exercises[0].id, name: exercises[0].name, result: .pass,
      message: "")
    let fine = Grading.WorkerOutcome(
      status: 0, crashed: false,
      output: Data(Grading.json([row]).utf8), errors: Data(), seconds: 1)
    let renamed = Grading.rows(from: fine, student: "/class/a/alice", exercises: [exercises[0]])
    #expect(
      renamed == [
        Grading.Row(
          student: "/class/a/alice", exercise: row.exercise, name: row.name, result: .pass,
          message: "")
      ])
    // Rows for other exercises than this package's are not taken as the student's.
    #expect(
      Grading.rows(from: fine, student: "x", exercises: exercises).allSatisfy {
        $0.result == .error
      })
  }
}
