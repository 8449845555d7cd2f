# File uploads: send_keys a file's absolute path to a file input (several paths: one per line).
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def file_input(label):
    # The file input is the one the label points to with its for attribute.
    return (By.XPATH, f'//input[@id=//label[normalize-space()="{label}"]/@for]')


def chosen(driver, list_name):
    items = driver.find_elements(By.CSS_SELECTOR, f'ul[aria-label="{list_name}"] li')
    return [item.text for item in items]


def test_chooses_a_single_file_and_several_files(driver, base_url, tmp_path):
    report, a, b = (tmp_path / "report.txt", tmp_path / "a.txt", tmp_path / "b.txt")
    for path in (report, a, b):
        path.write_text(f"content of {path.name}")

    driver.get(f"{base_url}/fileUpload")
    wait = WebDriverWait(driver, 10)
    single = wait.until(EC.presence_of_element_located(file_input("Upload a single file")))
    single.send_keys(str(report))
    wait.until(lambda d: chosen(d, "Chosen file") == ["report.txt"])

    # A multiple input takes several absolute paths joined by newlines.
    driver.find_element(*file_input("Upload multiple files")).send_keys(f"{a}\n{b}")
    wait.until(lambda d: chosen(d, "Chosen files") == ["a.txt", "b.txt"])

    driver.find_element(By.XPATH, '//button[normalize-space()="Reset"]').click()
    wait.until(lambda d: chosen(d, "Chosen file") == [])


def test_chooses_a_whole_directory(driver, base_url, tmp_path):
    folder = tmp_path / "photos"
    folder.mkdir()
    (folder / "beach.txt").write_text("sand")
    (folder / "hills.txt").write_text("grass")

    driver.get(f"{base_url}/fileUpload")
    wait = WebDriverWait(driver, 10)
    # A directory input takes the folder's path.
    directory = wait.until(EC.presence_of_element_located(file_input("Upload a directory")))
    directory.send_keys(str(folder))
    wait.until(lambda d: chosen(d, "Chosen directory files")
               == ["photos/beach.txt", "photos/hills.txt"])
