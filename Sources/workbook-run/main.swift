import Foundation
import Workbook
let star = try! Path(svgPathData: "M500,20 C650,320 770,650 800,980 L20,380 L200,980 C230,650 350,320 500,20 Z")
func time(_ name: String, _ n: Int = 500, _ body: () -> Int) {
  var t = 0; let s = Date(); for _ in 0..<n { t &+= body() }
  print(name, Date().timeIntervalSince(s) / Double(n) * 1e6, "us", t)
}
time("alloc") { [UInt8](repeating: 0, count: 1_000_000)[5000] == 0 ? 1 : 0 }
time("flatten") { star.flattened(tolerance: 0.1).count }

time("mask") { Int(Rasterizer.alphaMask(of: star, rule: .evenOdd, width: 1000, height: 1000)[500_500]) }
