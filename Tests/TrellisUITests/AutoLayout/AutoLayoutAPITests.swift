import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// A view that adds its width constraint in `updateConstraints()`, counting calls.
@MainActor
final class UpdatingView: View {
  var calls = 0
  var width: LayoutConstraint?
  var callsSuper = true
  override func updateConstraints() {
    calls += 1
    if width == nil {
      width = widthAnchor.constraint(equalToConstant: 77)
      width?.isActive = true
    }
    if callsSuper { super.updateConstraints() }
  }
}

/// Captures `AutoLayoutLog` reports while a test runs.
@MainActor
final class LogCapture {
  var messages: [String] = []
  init() { AutoLayoutLog.handler = { [unowned self] in self.messages.append($0) } }
  func stop() { AutoLayoutLog.handler = AutoLayoutLog.defaultHandler }
}

@MainActor
@Suite("Auto Layout: activation, descriptions, conflicts, ambiguity")
struct AutoLayoutAPITests {
  init() { Application.shared.reset() }

  @Test func activateInstallsOnTheNearestCommonAncestorAndDeactivateRemoves() {
    let (root, child) = constrainedPair()
    let sibling = View()
    root.addSubview(sibling)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    let leading = child.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
    #expect(!width.isActive && root.constraints.isEmpty)
    LayoutConstraint.activate([width, leading])
    #expect(width.isActive && leading.isActive)
    // A size constraint sits on its view, a constraint between siblings on their superview.
    #expect(child.constraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(width)])
    #expect(root.constraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(leading)])
    LayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    LayoutConstraint.deactivate([width])
    #expect(!width.isActive && child.constraints.count == 1)
    let wider = child.widthAnchor.constraint(equalToConstant: 200)
    wider.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 200)
    // Removing the child from the tree removes the constraints its ancestors hold for it.
    child.removeFromSuperview()
    #expect(!leading.isActive && root.constraints.isEmpty)
    #expect(wider.isActive)
  }

  @Test func descriptionsAreUIKits() {
    let (root, child) = constrainedPair()
    let c = AutoLayoutNames.address(child), r = AutoLayoutNames.address(root)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
    let a = AutoLayoutNames.address(leading)
    #expect(leading.description == "<LayoutConstraint:\(a) View:\(c).leading == View:\(r).leading + 8   (inactive)>")
    leading.isActive = true
    #expect(leading.description == "<LayoutConstraint:\(a) View:\(c).leading == View:\(r).leading + 8   (active)>")
    let aspect = child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: -4)
    aspect.identifier = "aspect"
    aspect.priority = .defaultHigh
    let b = AutoLayoutNames.address(aspect)
    #expect(
      aspect.description
        == "<LayoutConstraint:\(b) 'aspect' View:\(c).height == 0.5*View:\(c).width - 4 @750   (inactive)>")
    let guide = root.layoutMarginsGuide
    let g = AutoLayoutNames.address(guide)
    let toGuide = child.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor)
    let t = AutoLayoutNames.address(toGuide)
    #expect(
      toGuide.description
        == "<LayoutConstraint:\(t) View:\(c).top >= LayoutGuide:\(g)'UIViewLayoutMarginsGuide'.top   (inactive)>")
    let size = child.widthAnchor.constraint(lessThanOrEqualToConstant: 12.5)
    #expect(size.description.hasSuffix("View:\(c).width <= 12.5   (inactive)>"))
  }

  @Test func anchorsKnowTheirItemsAndConstraintsTheirAnchors() {
    let (root, child) = constrainedPair()
    let constraint = child.leadingAnchor.constraint(equalTo: root.trailingAnchor)
    #expect(constraint.firstItem === child && constraint.secondItem === root)
    #expect(constraint.firstAttribute == .leading && constraint.secondAttribute == .trailing)
    #expect(constraint.firstAnchor.item === child && constraint.secondAnchor?.item === root)
    #expect(child.widthAnchor.constraint(equalToConstant: 5).secondItem == nil)
    #expect(child.widthAnchor.constraint(equalToConstant: 5).secondAttribute == .notAnAttribute)
    #expect(child.leadingAnchor.name == "View:\(AutoLayoutNames.address(child)).leading")
  }

  @Test func conflictIsLoggedInUIKitsWordsAndTheLaterConstraintBroken() {
    let log = LogCapture()
    defer { log.stop() }
    let (root, child) = constrainedPair()
    let narrow = child.widthAnchor.constraint(equalToConstant: 100)
    let wide = child.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    let expected =
      "Unable to simultaneously satisfy constraints.\n"
      + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
      + "\tTry this: \n"
      + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
      + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
      + "(\n    \"\(narrow.description)\",\n    \"\(wide.description)\"\n)\n\n"
      + "Will attempt to recover by breaking constraint \n\(wide.description)\n"
    #expect(log.messages == [expected])
    // The broken constraint stays active, out of the solve; the first holds.
    #expect(wide.isActive)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    // Deactivating the one that held lets the broken one in.
    narrow.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
    #expect(log.messages.count == 1)
  }

  @Test func conflictWithATranslatedFrameNamesTheAutoresizingConstraint() {
    let log = LogCapture()
    defer { log.stop() }
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let fixed = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    root.addSubview(fixed)
    let width = fixed.widthAnchor.constraint(equalToConstant: 60)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(log.messages.count == 1)
    let message = log.messages.first ?? ""
    #expect(message.contains("(Note: If you're seeing AutoresizingMaskLayoutConstraints"))
    #expect(message.contains("h=--& v=--& View:\(AutoLayoutNames.address(fixed)).width == 50   (active)>\""))
    #expect(message.hasSuffix("Will attempt to recover by breaking constraint \n\(width.description)\n"))
    #expect(fixed.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
  }

  @Test func changingAnActiveConstraintBetweenRequiredAndOptionalIsRefused() {
    let log = LogCapture()
    defer { log.stop() }
    let (_, child) = constrainedPair()
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    width.priority = .defaultHigh  // inactive: allowed
    width.isActive = true
    width.priority = .defaultLow  // optional to optional: allowed
    #expect(log.messages.isEmpty)
    width.priority = .required
    #expect(width.priority == .defaultLow)
    #expect(
      log.messages == [
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
          + "You passed priority 1000.0 and the existing priority was 250.0. (\(width.description))"
      ])
  }

  @Test func constraintBetweenUnrelatedViewsIsRefusedWithBothNamed() {
    let log = LogCapture()
    defer { log.stop() }
    let one = View(), other = View()
    let first = one.leadingAnchor, second = other.leadingAnchor
    let constraint = first.constraint(equalTo: second)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(log.messages.count == 1)
    let message = log.messages.first ?? ""
    #expect(message.hasPrefix("Unable to activate constraint with anchors <LayoutXAxisAnchor:"))
    #expect(message.contains("\"View:\(AutoLayoutNames.address(one)).leading\">"))
    #expect(message.contains("\"View:\(AutoLayoutNames.address(other)).leading\">"))
    #expect(
      message.hasSuffix(
        "because they have no common ancestor.  Does the constraint or its anchors reference items in different "
          + "view hierarchies?  That's illegal."))
  }

  @Test func ambiguityIsReported() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // No width or height and no intrinsic size: both are free.
    #expect(child.hasAmbiguousLayout)
    #expect(!root.hasAmbiguousLayout)
    LayoutConstraint.activate([
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(!child.hasAmbiguousLayout)
    #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
  }

  @Test func updateConstraintsRunsBeforeTheSolve() {
    let log = LogCapture()
    defer { log.stop() }
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = UpdatingView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 5),
    ])
    child.setNeedsUpdateConstraints()
    #expect(child.needsUpdateConstraints())
    root.layoutIfNeeded()
    #expect(child.calls == 1 && !child.needsUpdateConstraints())
    #expect(child.frame == CGRect(x: 0, y: 0, width: 77, height: 5))
    root.layoutIfNeeded()
    #expect(child.calls == 1)
    child.callsSuper = false
    child.setNeedsUpdateConstraints()
    child.updateConstraintsIfNeeded()
    #expect(log.messages == ["UpdatingView overrides updateConstraints() but did not call super.updateConstraints()."])
  }
}
