import Foundation
import TrellisGeometry
import TrellisUI

extension HeadlessHost {
  /// A drop from another program at a point (window coordinates): files (absolute paths) and texts, in
  /// one drop session, through the same host event the SDL host sends (`HostEvent.drop`); runs a frame.
  public func drop(files: [String] = [], texts: [String] = [], at point: CGPoint) {
    send(.drop(files: files, texts: texts, location: point))
  }
}
