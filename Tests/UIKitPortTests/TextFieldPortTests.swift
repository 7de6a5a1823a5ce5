import Testing
import TrellisTesting
import TrellisUIKitNames

/// A search screen as UIKit code writes it: a rounded text field whose delegate limits the query to
/// eight characters (the classic `Range(range, in:)` + `replacingCharacters` check) and whose
/// `.editingChanged` target filters a list.
@MainActor final class PortedSearchController: UIViewController, UITextFieldDelegate {
  let searchField = UITextField()
  let words = ["apple", "apricot", "banana", "日本語", "日本酒"]
  var shown: [String] = []
  var changeRequests: [String] = []
  var returns = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    searchField.frame = CGRect(x: 16, y: 60, width: 358, height: 36)
    searchField.borderStyle = .roundedRect
    searchField.placeholder = "Search"
    searchField.clearButtonMode = .whileEditing
    searchField.delegate = self
    searchField.addTarget(self, action: PortedSearchController.queryChanged, for: .editingChanged)
    view.addSubview(searchField)
    shown = words
  }

  func queryChanged(_ sender: UITextField) {
    let query = sender.text ?? ""
    shown = query.isEmpty ? words : words.filter { $0.hasPrefix(query) }
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    changeRequests.append("\(range.location),\(range.length),\(string)")
    let current = textField.text ?? ""
    guard let stringRange = Range(range, in: current) else { return false }
    return current.replacingCharacters(in: stringRange, with: string).count <= 8
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    returns += 1
    textField.resignFirstResponder()
    return true
  }
}

@MainActor
@Suite("UITextField as UIKit code uses it")
struct TextFieldPortTests {
  @Test func theDelegateAndTheEditingChangedTargetAreBothCalled() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 300))
    let controller = PortedSearchController()
    host.show(controller)
    host.tap(at: CGPoint(x: 100, y: 78))
    #expect(controller.searchField.isEditing)
    host.type("ap")
    #expect(controller.shown == ["apple", "apricot"], "the editingChanged target filtered")
    host.type("r")
    #expect(controller.shown == ["apricot"])
    host.key(.backspace)
    host.key(.backspace)
    host.key(.backspace)
    host.type("日本")
    #expect(controller.shown == ["日本語", "日本酒"])
    #expect(controller.changeRequests == ["0,0,ap", "2,0,r", "2,1,", "1,1,", "0,1,", "0,0,日本"])
    host.type("酒はとても美味しい")
    #expect(controller.searchField.text == "日本", "the delegate refused a query longer than eight characters")
    #expect(controller.shown == ["日本語", "日本酒"], "a refused edit sends no editingChanged")
    host.key(.returnOrEnter)
    #expect(controller.returns == 1 && !controller.searchField.isEditing)
  }
}
