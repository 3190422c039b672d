// Stand-in for part of Apple's CoreGraphics module, transcribed from Apple's documentation
// (developer.apple.com). Declarations only: every body traps (fatalError()); nothing here runs.
// Used only by the UIKit-shaped build that type-checks the book's listings on Linux.
//
// CGContext is a Core Foundation type on Apple: Swift code cannot subclass it, so it is
// `public class`, not `open`. Its page shows no @MainActor and lists Equatable and Hashable
// (not Sendable) under "Conforms To".
@_exported import Foundation

// CGContext <https://developer.apple.com/documentation/coregraphics/cgcontext>
public class CGContext: Hashable {
  // width <https://developer.apple.com/documentation/coregraphics/cgcontext/width>
  public var width: Int { fatalError() }

  // height <https://developer.apple.com/documentation/coregraphics/cgcontext/height>
  public var height: Int { fatalError() }

  // ctm <https://developer.apple.com/documentation/coregraphics/cgcontext/ctm>
  public var ctm: CGAffineTransform { fatalError() }

  // saveGState() <https://developer.apple.com/documentation/coregraphics/cgcontext/savegstate()>
  public func saveGState() { fatalError() }

  // restoreGState() <https://developer.apple.com/documentation/coregraphics/cgcontext/restoregstate()>
  public func restoreGState() { fatalError() }

  // translateBy(x:y:) <https://developer.apple.com/documentation/coregraphics/cgcontext/translateby(x:y:)>
  public func translateBy(x tx: CGFloat, y ty: CGFloat) { fatalError() }

  // scaleBy(x:y:) <https://developer.apple.com/documentation/coregraphics/cgcontext/scaleby(x:y:)>
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) { fatalError() }

  // rotate(by:) <https://developer.apple.com/documentation/coregraphics/cgcontext/rotate(by:)>
  public func rotate(by angle: CGFloat) { fatalError() }

  // concatenate(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/concatenate(_:)>
  public func concatenate(_ transform: CGAffineTransform) { fatalError() }

  // setFillColor(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(_:)-8lhn8>
  public func setFillColor(_ color: CGColor) { fatalError() }

  // setFillColor(red:green:blue:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(red:green:blue:alpha:)>
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // setFillColor(gray:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setfillcolor(gray:alpha:)>
  public func setFillColor(gray: CGFloat, alpha: CGFloat) { fatalError() }

  // setStrokeColor(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(_:)-1sskg>
  public func setStrokeColor(_ color: CGColor) { fatalError() }

  // setStrokeColor(red:green:blue:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(red:green:blue:alpha:)>
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  // setStrokeColor(gray:alpha:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setstrokecolor(gray:alpha:)>
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { fatalError() }

  // setBlendMode(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setblendmode(_:)>
  public func setBlendMode(_ mode: CGBlendMode) { fatalError() }

  // setAlpha(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setalpha(_:)>
  public func setAlpha(_ alpha: CGFloat) { fatalError() }

  // setLineWidth(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinewidth(_:)>
  public func setLineWidth(_ width: CGFloat) { fatalError() }

  // setLineCap(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinecap(_:)>
  public func setLineCap(_ cap: CGLineCap) { fatalError() }

  // setLineJoin(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinejoin(_:)>
  public func setLineJoin(_ join: CGLineJoin) { fatalError() }

  // setMiterLimit(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setmiterlimit(_:)>
  public func setMiterLimit(_ limit: CGFloat) { fatalError() }

  // setLineDash(phase:lengths:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setlinedash(phase:lengths:)>
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { fatalError() }

  // setShadow(offset:blur:color:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:color:)>
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) { fatalError() }

  // setShadow(offset:blur:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setshadow(offset:blur:)>
  public func setShadow(offset: CGSize, blur: CGFloat) { fatalError() }

  // setShouldAntialias(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/setshouldantialias(_:)>
  public func setShouldAntialias(_ shouldAntialias: Bool) { fatalError() }

  // beginTransparencyLayer(auxiliaryInfo:) <https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(auxiliaryinfo:)>
  public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { fatalError() }

  // beginTransparencyLayer(in:auxiliaryInfo:) <https://developer.apple.com/documentation/coregraphics/cgcontext/begintransparencylayer(in:auxiliaryinfo:)>
  public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo auxInfo: CFDictionary?) { fatalError() }

  // endTransparencyLayer() <https://developer.apple.com/documentation/coregraphics/cgcontext/endtransparencylayer()>
  public func endTransparencyLayer() { fatalError() }

  // beginPath() <https://developer.apple.com/documentation/coregraphics/cgcontext/beginpath()>
  public func beginPath() { fatalError() }

  // addPath(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addpath(_:)>
  public func addPath(_ path: CGPath) { fatalError() }

  // addRect(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addrect(_:)>
  public func addRect(_ rect: CGRect) { fatalError() }

  // addRects(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addrects(_:)>
  public func addRects(_ rects: [CGRect]) { fatalError() }

  // addEllipse(in:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addellipse(in:)>
  public func addEllipse(in rect: CGRect) { fatalError() }

  // move(to:) <https://developer.apple.com/documentation/coregraphics/cgcontext/move(to:)>
  public func move(to point: CGPoint) { fatalError() }

  // addLine(to:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addline(to:)>
  public func addLine(to point: CGPoint) { fatalError() }

  // addLines(between:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addlines(between:)>
  public func addLines(between points: [CGPoint]) { fatalError() }

  // addCurve(to:control1:control2:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addcurve(to:control1:control2:)>
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }

  // addQuadCurve(to:control:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addquadcurve(to:control:)>
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }

  // addArc(center:radius:startAngle:endAngle:clockwise:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(center:radius:startangle:endangle:clockwise:)>
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) { fatalError() }

  // addArc(tangent1End:tangent2End:radius:) <https://developer.apple.com/documentation/coregraphics/cgcontext/addarc(tangent1end:tangent2end:radius:)>
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { fatalError() }

  // closePath() <https://developer.apple.com/documentation/coregraphics/cgcontext/closepath()>
  public func closePath() { fatalError() }

  // isPathEmpty <https://developer.apple.com/documentation/coregraphics/cgcontext/ispathempty>
  public var isPathEmpty: Bool { fatalError() }

  // boundingBoxOfPath <https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofpath>
  public var boundingBoxOfPath: CGRect { fatalError() }

  // path <https://developer.apple.com/documentation/coregraphics/cgcontext/path>
  public var path: CGPath? { fatalError() }

  // replacePathWithStrokedPath() <https://developer.apple.com/documentation/coregraphics/cgcontext/replacepathwithstrokedpath()>
  public func replacePathWithStrokedPath() { fatalError() }

  // fillPath(using:) <https://developer.apple.com/documentation/coregraphics/cgcontext/fillpath(using:)>
  public func fillPath(using rule: CGPathFillRule = .winding) { fatalError() }

  // strokePath() <https://developer.apple.com/documentation/coregraphics/cgcontext/strokepath()>
  public func strokePath() { fatalError() }

  // drawPath(using:) <https://developer.apple.com/documentation/coregraphics/cgcontext/drawpath(using:)>
  public func drawPath(using mode: CGPathDrawingMode) { fatalError() }

  // fill(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-7a0rk>
  public func fill(_ rect: CGRect) { fatalError() }

  // fill(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-6jc4y>
  public func fill(_ rects: [CGRect]) { fatalError() }

  // stroke(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:)>
  public func stroke(_ rect: CGRect) { fatalError() }

  // stroke(_:width:) <https://developer.apple.com/documentation/coregraphics/cgcontext/stroke(_:width:)>
  public func stroke(_ rect: CGRect, width: CGFloat) { fatalError() }

  // fillEllipse(in:) <https://developer.apple.com/documentation/coregraphics/cgcontext/fillellipse(in:)>
  public func fillEllipse(in rect: CGRect) { fatalError() }

  // strokeEllipse(in:) <https://developer.apple.com/documentation/coregraphics/cgcontext/strokeellipse(in:)>
  public func strokeEllipse(in rect: CGRect) { fatalError() }

  // strokeLineSegments(between:) <https://developer.apple.com/documentation/coregraphics/cgcontext/strokelinesegments(between:)>
  public func strokeLineSegments(between points: [CGPoint]) { fatalError() }

  // clear(_:) <https://developer.apple.com/documentation/coregraphics/cgcontext/clear(_:)>
  public func clear(_ rect: CGRect) { fatalError() }

  // clip(using:) <https://developer.apple.com/documentation/coregraphics/cgcontext/clip(using:)>
  public func clip(using rule: CGPathFillRule = .winding) { fatalError() }

  // clip(to:) <https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-7cbwq>
  public func clip(to rect: CGRect) { fatalError() }

  // clip(to:) <https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-2eg0>
  public func clip(to rects: [CGRect]) { fatalError() }

  // boundingBoxOfClipPath <https://developer.apple.com/documentation/coregraphics/cgcontext/boundingboxofclippath>
  public var boundingBoxOfClipPath: CGRect { fatalError() }

  // draw(_:in:byTiling:) <https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:bytiling:)>
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) { fatalError() }

  // makeImage() <https://developer.apple.com/documentation/coregraphics/cgcontext/makeimage()>
  public func makeImage() -> CGImage? { fatalError() }

  // drawLinearGradient(_:start:end:options:) <https://developer.apple.com/documentation/coregraphics/cgcontext/drawlineargradient(_:start:end:options:)>
  public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) { fatalError() }

  // drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:) <https://developer.apple.com/documentation/coregraphics/cgcontext/drawradialgradient(_:startcenter:startradius:endcenter:endradius:options:)>
  public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) { fatalError() }

  // CGContext (Conforms To Equatable) <https://developer.apple.com/documentation/coregraphics/cgcontext>
  public static func == (lhs: CGContext, rhs: CGContext) -> Bool { fatalError() }

  // CGContext (Conforms To Hashable) <https://developer.apple.com/documentation/coregraphics/cgcontext>
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// Raw type from the page's init?(rawValue: Int32); values are the C enum's (CGContext.h), in the
// order the page lists them.
// CGPathDrawingMode <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode>
public enum CGPathDrawingMode: Int32, BitwiseCopyable, Sendable {
  // CGPathDrawingMode.fill <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/fill>
  case fill = 0

  // CGPathDrawingMode.eoFill <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/eofill>
  case eoFill = 1

  // CGPathDrawingMode.stroke <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/stroke>
  case stroke = 2

  // CGPathDrawingMode.fillStroke <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/fillstroke>
  case fillStroke = 3

  // CGPathDrawingMode.eoFillStroke <https://developer.apple.com/documentation/coregraphics/cgpathdrawingmode/eofillstroke>
  case eoFillStroke = 4
}

// Every case the page lists, in its order. Raw type from the page's init?(rawValue: Int32); the
// values are the C enum's (CGContext.h: kCGBlendModeNormal = 0 ... kCGBlendModePlusLighter = 27),
// which follow the page's order.
// CGBlendMode <https://developer.apple.com/documentation/coregraphics/cgblendmode>
public enum CGBlendMode: Int32, BitwiseCopyable, Sendable {
  // CGBlendMode.normal <https://developer.apple.com/documentation/coregraphics/cgblendmode/normal>
  case normal = 0

  // CGBlendMode.multiply <https://developer.apple.com/documentation/coregraphics/cgblendmode/multiply>
  case multiply = 1

  // CGBlendMode.screen <https://developer.apple.com/documentation/coregraphics/cgblendmode/screen>
  case screen = 2

  // CGBlendMode.overlay <https://developer.apple.com/documentation/coregraphics/cgblendmode/overlay>
  case overlay = 3

  // CGBlendMode.darken <https://developer.apple.com/documentation/coregraphics/cgblendmode/darken>
  case darken = 4

  // CGBlendMode.lighten <https://developer.apple.com/documentation/coregraphics/cgblendmode/lighten>
  case lighten = 5

  // CGBlendMode.colorDodge <https://developer.apple.com/documentation/coregraphics/cgblendmode/colordodge>
  case colorDodge = 6

  // CGBlendMode.colorBurn <https://developer.apple.com/documentation/coregraphics/cgblendmode/colorburn>
  case colorBurn = 7

  // CGBlendMode.softLight <https://developer.apple.com/documentation/coregraphics/cgblendmode/softlight>
  case softLight = 8

  // CGBlendMode.hardLight <https://developer.apple.com/documentation/coregraphics/cgblendmode/hardlight>
  case hardLight = 9

  // CGBlendMode.difference <https://developer.apple.com/documentation/coregraphics/cgblendmode/difference>
  case difference = 10

  // CGBlendMode.exclusion <https://developer.apple.com/documentation/coregraphics/cgblendmode/exclusion>
  case exclusion = 11

  // CGBlendMode.hue <https://developer.apple.com/documentation/coregraphics/cgblendmode/hue>
  case hue = 12

  // CGBlendMode.saturation <https://developer.apple.com/documentation/coregraphics/cgblendmode/saturation>
  case saturation = 13

  // CGBlendMode.color <https://developer.apple.com/documentation/coregraphics/cgblendmode/color>
  case color = 14

  // CGBlendMode.luminosity <https://developer.apple.com/documentation/coregraphics/cgblendmode/luminosity>
  case luminosity = 15

  // CGBlendMode.clear <https://developer.apple.com/documentation/coregraphics/cgblendmode/clear>
  case clear = 16

  // CGBlendMode.copy <https://developer.apple.com/documentation/coregraphics/cgblendmode/copy>
  case copy = 17

  // CGBlendMode.sourceIn <https://developer.apple.com/documentation/coregraphics/cgblendmode/sourcein>
  case sourceIn = 18

  // CGBlendMode.sourceOut <https://developer.apple.com/documentation/coregraphics/cgblendmode/sourceout>
  case sourceOut = 19

  // CGBlendMode.sourceAtop <https://developer.apple.com/documentation/coregraphics/cgblendmode/sourceatop>
  case sourceAtop = 20

  // CGBlendMode.destinationOver <https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationover>
  case destinationOver = 21

  // CGBlendMode.destinationIn <https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationin>
  case destinationIn = 22

  // CGBlendMode.destinationOut <https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationout>
  case destinationOut = 23

  // CGBlendMode.destinationAtop <https://developer.apple.com/documentation/coregraphics/cgblendmode/destinationatop>
  case destinationAtop = 24

  // CGBlendMode.xor <https://developer.apple.com/documentation/coregraphics/cgblendmode/xor>
  case xor = 25

  // CGBlendMode.plusDarker <https://developer.apple.com/documentation/coregraphics/cgblendmode/plusdarker>
  case plusDarker = 26

  // CGBlendMode.plusLighter <https://developer.apple.com/documentation/coregraphics/cgblendmode/pluslighter>
  case plusLighter = 27
}
