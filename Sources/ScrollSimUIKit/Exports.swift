// UIKit re-exports Foundation: a file that imports UIKit uses `CGRect`, `IndexPath` and `Date` without
// importing Foundation, and so does one that imports ScrollSimUIKit.
@_exported import Foundation
