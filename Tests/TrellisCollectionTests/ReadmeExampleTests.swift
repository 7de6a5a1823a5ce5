import Foundation
import Testing
import Trellis
import TrellisTesting

/// The README's example, compiled and run headlessly, so the README can't drift from the API.
@MainActor
@Suite("README example")
struct ReadmeExampleTests {
  final class NumbersController: CollectionViewController {
    var selected: [Int] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "A million numbers"
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      1_000_000
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.contentView.backgroundColor = Color(
        hue: CGFloat(indexPath.item % 100) / 100, saturation: 0.6, brightness: 0.9)
      return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      selected.append(indexPath.item)
    }
  }

  @Test func theExampleShowsAMillionNumbersAndSelectsOnTap() {
    let host = HeadlessHost(size: CGSize(width: 800, height: 600))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    let controller = NumbersController(collectionViewLayout: layout)
    host.show(NavigationController(rootViewController: controller))
    let cv = controller.collectionView!
    #expect(cv.numberOfItems(inSection: 0) == 1_000_000)
    // 800 pt wide, 80 pt items, 10 pt spacing: 9 per line (9·80 + 8·10 = 800), the ninth flush right.
    #expect(cv.cellForItem(at: IndexPath(item: 8, section: 0))?.frame.maxX == 800)
    let cell = cv.cellForItem(at: IndexPath(item: 9, section: 0))!
    host.tap(at: cell.convert(CGPoint(x: 40, y: 40), to: nil))
    #expect(controller.selected == [9])
  }
}
