import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// A root 400 × 300 at the origin with one subview placed by constraints.
@MainActor
func constrainedPair() -> (root: View, child: View) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let child = View()
  child.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(child)
  return (root, child)
}

/// A view with fixed safe-area insets (a window's status bar and home indicator).
@MainActor
final class InsetRootView: View {
  override var safeAreaInsets: EdgeInsets { EdgeInsets(top: 44, left: 0, bottom: 34, right: 0) }
}

@MainActor
@Suite("Auto Layout: frames from constraints")
struct AutoLayoutFrameTests {
  init() { Application.shared.reset() }

  @Test func pinnedEdgesWithConstants() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -40),
    ])
    root.layoutIfNeeded()
    // x 10, width 400 - 10 - 20 = 370; y 30, height 300 - 30 - 40 = 230.
    #expect(child.frame == CGRect(x: 10, y: 30, width: 370, height: 230))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test func nestedViewsAreConstrainedAcrossTheirCommonAncestor() {
    let (root, container) = constrainedPair()
    let inner = View()
    inner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(inner)
    LayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      // Installed on root: the inner view's left in root's coordinates is container.x + inner.x.
      inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 70),
      inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      inner.widthAnchor.constraint(equalToConstant: 10),
      inner.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 50, y: 60, width: 200, height: 100))
    // In the container's coordinates: x = 70 - 50 = 20, y = 5.
    #expect(inner.frame == CGRect(x: 20, y: 5, width: 10, height: 20))
  }

  @Test func marginsGuideFollowsMarginChanges() {
    let (root, child) = constrainedPair()
    let margins = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      child.topAnchor.constraint(equalTo: margins.topAnchor),
      child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // Default margins 8: (8, 8, 400 - 16, 300 - 16).
    #expect(child.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
    #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 284))
    root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 30, bottom: 10, trailing: 40)
    root.layoutIfNeeded()
    // x 30, width 400 - 30 - 40 = 330; y 20, height 300 - 20 - 10 = 270.
    #expect(child.frame == CGRect(x: 30, y: 20, width: 330, height: 270))
  }

  @Test func marginAttributesStandForTheMarginsGuide() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
        constant: 2),
      LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
        constant: 0),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // leadingMargin 8 + 2 = 10; topMargin 8.
    #expect(child.frame == CGRect(x: 10, y: 8, width: 10, height: 10))
  }

  @Test func safeAreaGuide() {
    let root = InsetRootView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let safe = root.safeAreaLayoutGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
      child.topAnchor.constraint(equalTo: safe.topAnchor),
      child.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // y 44, height 300 - 44 - 34 = 222.
    #expect(child.frame == CGRect(x: 0, y: 44, width: 400, height: 222))
  }

  @Test func readableContentGuideIsAtMost672WideAndCentred() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let readable = root.readableContentGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      child.topAnchor.constraint(equalTo: readable.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Between the margins 1000 - 16 = 984 > 672: inset (984 - 672) / 2 = 156 more each side, x = 8 + 156.
    #expect(child.frame == CGRect(x: 164, y: 8, width: 672, height: 10))
    root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
    root.layoutIfNeeded()
    // 500 - 16 = 484 ≤ 672: the margins alone.
    #expect(child.frame == CGRect(x: 8, y: 8, width: 484, height: 10))
  }

  @Test func centreAndFixedSize() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    // x = 200 - 100 / 2 = 150; y = 150 - 50 / 2 = 125.
    #expect(child.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
  }

  @Test func multipliersMakeAspectRatios() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25, constant: 10),
    ])
    root.layoutIfNeeded()
    // width 400 × 0.5 = 200; height 200 × 0.25 + 10 = 60.
    #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
  }

  @Test func inequalitiesWinOverLowerPriorities() {
    let (root, child) = constrainedPair()
    let preferredWidth = child.widthAnchor.constraint(equalToConstant: 300)
    preferredWidth.priority = .defaultHigh
    let preferredHeight = child.heightAnchor.constraint(equalToConstant: 50)
    preferredHeight.priority = LayoutPriority(500)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 150), preferredWidth,
      child.heightAnchor.constraint(greaterThanOrEqualToConstant: 80), preferredHeight,
    ])
    root.layoutIfNeeded()
    // Width wants 300 at 750 but is at most 150 (required); height wants 50 at 500 but is at least 80.
    #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 80))
  }

  @Test func systemSpacingIsEightPoints() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
      child.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // x = 8 × 2 = 16; y = 8 × 1.
    #expect(child.frame == CGRect(x: 16, y: 8, width: 10, height: 10))
  }

  @Test func constantEditsMoveTheView() {
    let (root, child) = constrainedPair()
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      leading, child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 0, width: 40, height: 40))
    leading.constant = 35
    #expect(root.subtreeNeedsLayout)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 35, y: 0, width: 40, height: 40))
  }

  @Test func translatingSuperviewFrameChangesMoveConstrainedSubviews() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    // 400 - 10 - 40 = 350.
    #expect(child.frame.minX == 350)
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    root.layoutIfNeeded()
    // 300 - 10 - 40 = 250.
    #expect(child.frame == CGRect(x: 250, y: 0, width: 40, height: 40))
  }

  @Test func framesAreRoundedToPixels() {
    let (root, child) = constrainedPair()
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.3),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 0.7),
      child.widthAnchor.constraint(equalToConstant: 20.4), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let scale = root.traitCollection.displayScale
    let s = scale > 0 ? scale : 1
    // Edges rounded to 1/scale: minX round(10.3 s)/s, maxX round(30.7 s)/s; minY round(0.7 s)/s, maxY round(10.7 s)/s.
    let minX = (10.3 * s).rounded() / s, maxX = (30.7 * s).rounded() / s
    let minY = (0.7 * s).rounded() / s, maxY = (10.7 * s).rounded() / s
    #expect(child.frame == CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }
}
