// expect: compiles
// Cells register by class and are created by the collection or table view.
import UIKit

final class PhotoCell: UICollectionViewCell {
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .white
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

final class NameCell: UITableViewCell {
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

func register(in collection: UICollectionView, table: UITableView) {
  collection.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
  table.register(NameCell.self, forCellReuseIdentifier: "name")
}
